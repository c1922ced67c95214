// Generated from the block folders (blocks/<name>/) by `npm run cms:components` and the build: do not edit.
import { brokenCodeSample, codeSampleFixtures } from './code-sample/fixtures.ts'
import { brokenCtaBanner, ctaBannerFixtures } from './cta-banner/fixtures.ts'
import { brokenFaq, faqFixtures } from './faq/fixtures.ts'
import { brokenFeatureGrid, featureGridFixtures } from './feature-grid/fixtures.ts'
import { brokenHero, heroFixtures } from './hero/fixtures.ts'
import { brokenLearningList, learningListFixtures } from './learning-list/fixtures.ts'
import { brokenLogoCloud, logoCloudFixtures } from './logo-cloud/fixtures.ts'
import { brokenMedia, mediaFixtures } from './media/fixtures.ts'
import { brokenPricingTable, pricingTableFixtures } from './pricing-table/fixtures.ts'
import { brokenProductCards, productCardsFixtures } from './product-cards/fixtures.ts'
import { brokenRichText, richTextFixtures } from './rich-text/fixtures.ts'
import { brokenSignupCta, signupCtaFixtures } from './signup-cta/fixtures.ts'
import { brokenStats, statsFixtures } from './stats/fixtures.ts'
import { brokenTestimonial, testimonialFixtures } from './testimonial/fixtures.ts'
import { brokenToolGrid, toolGridFixtures } from './tool-grid/fixtures.ts'

/** Every block's named fixtures and its broken variant: tests, the mock CMS and /_blocks/ read this. */
export const blockCatalogue: Record<string, { fixtures: Record<string, unknown>; broken: unknown }> = {
  'blocks.code-sample': { fixtures: codeSampleFixtures, broken: brokenCodeSample },
  'blocks.cta-banner': { fixtures: ctaBannerFixtures, broken: brokenCtaBanner },
  'blocks.faq': { fixtures: faqFixtures, broken: brokenFaq },
  'blocks.feature-grid': { fixtures: featureGridFixtures, broken: brokenFeatureGrid },
  'blocks.hero': { fixtures: heroFixtures, broken: brokenHero },
  'blocks.learning-list': { fixtures: learningListFixtures, broken: brokenLearningList },
  'blocks.logo-cloud': { fixtures: logoCloudFixtures, broken: brokenLogoCloud },
  'blocks.media': { fixtures: mediaFixtures, broken: brokenMedia },
  'blocks.pricing-table': { fixtures: pricingTableFixtures, broken: brokenPricingTable },
  'blocks.product-cards': { fixtures: productCardsFixtures, broken: brokenProductCards },
  'blocks.rich-text': { fixtures: richTextFixtures, broken: brokenRichText },
  'blocks.signup-cta': { fixtures: signupCtaFixtures, broken: brokenSignupCta },
  'blocks.stats': { fixtures: statsFixtures, broken: brokenStats },
  'blocks.testimonial': { fixtures: testimonialFixtures, broken: brokenTestimonial },
  'blocks.tool-grid': { fixtures: toolGridFixtures, broken: brokenToolGrid },
}
