import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LegalPageLayout, LegalSection } from './legal-page-layout';

export function TermsOfServicePage() {
  return (
    <LegalPageLayout
      title="Terms of Service"
      description="The terms for using the Dive Down Under website, governed by the law of New South Wales."
      dateLine="Effective: 4 July 2025"
    >
      <LegalSection title="1. About these terms">
        <p>
          These terms apply to your use of the Dive Down Under website. By using the site you agree to them. If you do not agree, please do
          not use the site.
        </p>
      </LegalSection>
      <LegalSection title="2. Information, not instruction">
        <p>
          Scuba diving carries real risks, including serious injury and death. Our reviews, dive-site guides and articles are general
          information only. They are not dive training and do not replace instruction from a qualified instructor, a dive briefing or
          medical advice. Conditions change: always check with a local dive operator and dive within your training and experience.
        </p>
        <p>
          Dive-site details such as depths, skill levels, water temperatures and seasons are general guides, partly derived from open data,
          and may be incomplete or out of date.
        </p>
      </LegalSection>
      <LegalSection title="3. Affiliate links and other websites">
        <p>
          We do not sell products. Links to retailers may be affiliate links that earn us a commission (see our{' '}
          <Link component={RouterLink} to={paths.affiliateDisclosure.build()}>
            affiliate disclosure
          </Link>
          ). Purchases are made with the retailer, on the retailer&apos;s terms. We are not responsible for other websites, their content,
          their products or their prices. Prices on our pages are indicative only.
        </p>
      </LegalSection>
      <LegalSection title="4. Using the site">
        <p>You agree not to:</p>
        <ul>
          <li>use the site for anything unlawful, or to send spam through our forms;</li>
          <li>try to break into, overload or disrupt the site or the admin area;</li>
          <li>copy our articles, reviews or images in bulk or republish them as your own.</li>
        </ul>
      </LegalSection>
      <LegalSection title="5. Our content">
        <p>
          The text, design and illustrations on this site belong to Dive Down Under. You may share links and quote short extracts with
          credit. The dive-site database includes data © OpenDiveMap contributors, available under the Open Database Licence 1.0, and data ©
          State of Western Australia (DPIRD) under CC BY 4.0; those licences apply to that data.
        </p>
      </LegalSection>
      <LegalSection title="6. What you send us">
        <p>
          When you send us a message or subscribe to the newsletter, you confirm the details are yours to give. We handle them as described
          in our{' '}
          <Link component={RouterLink} to={paths.privacyPolicy.build()}>
            privacy policy
          </Link>
          .
        </p>
      </LegalSection>
      <LegalSection title="7. Liability">
        <p>
          Nothing in these terms excludes the consumer guarantees or other rights you have under the Australian Consumer Law. To the extent
          the law allows, we provide the site &quot;as is&quot;, do not guarantee it will always be available or error-free, and are not
          liable for any loss arising from your use of the site or your reliance on its information, including decisions about diving or
          buying gear.
        </p>
      </LegalSection>
      <LegalSection title="8. Changes">
        <p>
          We may update these terms from time to time. The effective date at the top of this page shows when they last changed; continuing
          to use the site means you accept the updated terms.
        </p>
      </LegalSection>
      <LegalSection title="9. Governing law">
        <p>
          These terms are governed by the law of New South Wales, Australia. You and we submit to the non-exclusive jurisdiction of the
          courts of New South Wales.
        </p>
      </LegalSection>
      <LegalSection title="10. Contact">
        <p>
          Questions about these terms? Please{' '}
          <Link component={RouterLink} to={paths.contact.build()}>
            contact us
          </Link>
          .
        </p>
      </LegalSection>
      <Box sx={{ mt: 5 }}>
        <Button component={RouterLink} to={paths.home.build()} variant="contained" startIcon={<ArrowBackIcon />}>
          Back to Home
        </Button>
      </Box>
    </LegalPageLayout>
  );
}
