module.exports = {
  register() {},
  bootstrap() {},
}
