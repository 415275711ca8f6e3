import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LegalPageLayout, LegalSection } from './legal-page-layout';

export function AffiliateDisclosurePage() {
  return (
    <LegalPageLayout
      title="Affiliate Disclosure"
      description="How Dive Down Under earns money from affiliate links, and why it never changes what we recommend."
      dateLine="Last updated: 7 June 2025"
    >
      <LegalSection title="The short version">
        <p>
          Dive Down Under does not sell products. When you follow some of our links to a retailer and buy something, that retailer may pay
          us a commission. You pay the same price either way. These commissions keep the site running and pay for the gear we buy to test.
        </p>
      </LegalSection>
      <LegalSection title="Which links are affiliate links">
        <p>Assume that any link that takes you to a shop may be an affiliate link, including:</p>
        <ul>
          <li>the Check Price and Buy Now buttons on our shop and gear review pages;</li>
          <li>product links inside reviews and blog articles;</li>
          <li>links in our newsletter that point to a retailer.</li>
        </ul>
        <p>
          Affiliate links are tagged so the retailer knows the sale came from us. We do not receive your payment details or see what else
          you buy.
        </p>
      </LegalSection>
      <LegalSection title="How we keep our reviews honest">
        <ul>
          <li>We decide what to review. Brands cannot pay for a review, a higher rating or a place in our lists.</li>
          <li>Commission rates never influence our ratings. A product that pays well and performs badly gets a bad review.</li>
          <li>
            When a brand lends or gives us a product, we say so in the review, and the brand does not see the review before it is published.
          </li>
          <li>We link to more than one retailer where we can, and we tell you when a cheaper option does the job.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Prices and availability">
        <p>
          Prices shown on our pages are indicative, in Australian dollars, and were correct when we last checked. Retailers change prices
          and stock often, so the price on the retailer&apos;s site at the time of purchase is the one that counts. Your purchase is a
          contract between you and the retailer, whose terms, returns policy and warranty apply.
        </p>
      </LegalSection>
      <LegalSection title="Why we tell you this">
        <p>
          We want you to know how we are paid so you can judge our advice for yourself. Telling you about our commercial relationships is
          also what the Australian Consumer Law and the ACCC expect of publishers who earn from the products they write about.
        </p>
      </LegalSection>
      <LegalSection title="Questions">
        <p>
          If you have a question about a link or a review, please{' '}
          <Link component={RouterLink} to={paths.contact.build()}>
            contact us
          </Link>
          . You can also read our{' '}
          <Link component={RouterLink} to={paths.privacyPolicy.build()}>
            privacy policy
          </Link>{' '}
          and{' '}
          <Link component={RouterLink} to={paths.termsOfService.build()}>
            terms of service
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPageLayout>
  );
}
