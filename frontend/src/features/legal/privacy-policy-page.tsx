import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LegalPageLayout, LegalSection } from './legal-page-layout';

const EMAIL = 'hello@divedownunder.com.au';

export function PrivacyPolicyPage() {
  return (
    <LegalPageLayout
      title="Privacy Policy"
      description="What personal information Dive Down Under collects, why, and how you can access or correct it under the Australian Privacy Principles."
      dateLine="Last updated: June 2025"
    >
      <LegalSection title="Who we are">
        <p>
          Dive Down Under (&quot;we&quot;, &quot;us&quot;) publishes scuba diving gear reviews, dive-site guides and articles for divers in
          Australia. We handle personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles. We
          collect as little as we can.
        </p>
      </LegalSection>
      <LegalSection title="What we collect">
        <ul>
          <li>
            <strong>Newsletter:</strong> your email address and on which of our forms you signed up; when you confirm through the link we
            e-mail you, the time, the IP address and the browser (user agent) it came from, as the record of your consent; when you
            unsubscribed, or when your mail provider refused our e-mails for good. For each e-mail we send you we keep whether it was
            delivered; we do not track whether you open our e-mails.
          </li>
          <li>
            <strong>Dive-window alerts:</strong> your email address and the dive site, region or state you asked about; when you confirm,
            the time, IP address and browser it came from, as the record of your consent; the weekend we last wrote to you about (so you get
            at most one alert a week); and when you switched the alert off.
          </li>
          <li>
            <strong>Contact form:</strong> your name, email address, subject and message.
          </li>
          <li>
            <strong>Technical information:</strong> your IP address, used briefly to stop spam and repeated form submissions. These counters
            are deleted within a day or so of expiring.
          </li>
          <li>
            <strong>Visit counts, without cookies:</strong> when a page opens, your browser tells our own server which page it was, the name
            of the site that linked you here (not the full address), any campaign tags in the link (such as utm_source), whether you are on
            a phone, tablet or computer, and what you searched for on the site. To count visitors without a cookie, our server mixes your IP
            address and browser name with a random value that is replaced every day and keeps only the scrambled result; the random value is
            deleted the next day, and so is the scrambled result, so a visit cannot be linked to you or to your other days. Your IP address
            itself is not stored. If your browser sends Do Not Track or Global Privacy Control, nothing is counted. The detailed records are
            deleted after 30 days; only daily totals are kept.
          </li>
          <li>
            <strong>Usage information:</strong> if analytics is switched on, which pages you view and which buttons you click (for example,
            a Check Price button), collected through Google Analytics.
          </li>
        </ul>
        <p>You do not need an account to use the site, and we never ask for payment details.</p>
      </LegalSection>
      <LegalSection title="How we use it">
        <ul>
          <li>to send the newsletter and the free PDF guide you asked for;</li>
          <li>to e-mail you when a dive site you asked about looks good for the coming weekend;</li>
          <li>to read and answer your messages;</li>
          <li>to keep the site secure and protect our forms from abuse;</li>
          <li>to understand which articles and reviews are useful, so we can write more of them.</li>
        </ul>
        <p>We do not sell, rent or trade your personal information, and we do not use it for advertising profiles.</p>
      </LegalSection>
      <LegalSection title="Cookies and third-party services">
        <p>
          The site itself sets no tracking cookies. Google Analytics, when enabled, uses cookies to count visits. Video players from YouTube
          or Vimeo on dive-site pages, and retailers you reach through our affiliate links, may set their own cookies under their own
          privacy policies. You can block or delete cookies in your browser settings; the site still works without them.
        </p>
      </LegalSection>
      <LegalSection title="Who we share it with">
        <p>
          We share personal information only with the service providers that help us run the site: our web host, our email provider (which
          delivers contact messages to our inbox and our e-mails to you) and, if enabled, Google Analytics. Some of these providers store
          data outside Australia, including in the United States. We choose providers that protect information to a standard comparable with
          the Australian Privacy Principles. We may also disclose information where the law requires it.
        </p>
      </LegalSection>
      <LegalSection title="How long we keep it">
        <p>
          Newsletter addresses are kept until you ask us to remove you; every newsletter carries a link that unsubscribes you in one click.
          A sign-up that is not confirmed within 14 days is deleted. Dive-window alerts are kept until you switch them off (every alert
          e-mail has a one-click link for that) or ask us to remove them; an alert not confirmed within 14 days is deleted. Contact messages
          are kept only as long as we need them to answer you and handle any follow-up. Anti-spam counters expire within minutes and are
          deleted soon after.
        </p>
      </LegalSection>
      <LegalSection title="Keeping it safe">
        <p>
          Information is stored in a password-protected database that only the site owner can reach, and travels over encrypted (HTTPS)
          connections. No system is perfectly secure, but we take reasonable steps to protect your information from misuse, loss and
          unauthorised access.
        </p>
      </LegalSection>
      <LegalSection title="Access, correction and unsubscribing">
        <p>
          You can ask to see, correct or delete the personal information we hold about you, or to be removed from the newsletter, by
          emailing <Link href={`mailto:${EMAIL}`}>{EMAIL}</Link>. We will respond within 30 days.
        </p>
      </LegalSection>
      <LegalSection title="Complaints">
        <p>
          If you are worried about how we have handled your information, please contact us first and we will try to fix it. If you are not
          satisfied with our answer, you can complain to the Office of the Australian Information Commissioner (OAIC) at{' '}
          <Link href="https://www.oaic.gov.au" target="_blank" rel="noopener noreferrer">
            www.oaic.gov.au
          </Link>
          .
        </p>
      </LegalSection>
      <LegalSection title="Changes to this policy">
        <p>
          We will update this page if the way we handle information changes, and change the date at the top. See also our{' '}
          <Link component={RouterLink} to={paths.termsOfService.build()}>
            terms of service
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPageLayout>
  );
}
