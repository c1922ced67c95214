// Shared unit-test setup: nothing global yet beyond a stable timezone for date formatting.
process.env.TZ = 'UTC'
