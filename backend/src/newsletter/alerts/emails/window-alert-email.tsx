import { Heading, Link, Section, Text } from '@react-email/components';
import { EmailLayout, SenderFacts } from '../../emails/email-layout';

export interface GoodSite {
  name: string;
  url: string;
  /** "Saturday 9–12". */
  slot: string;
  /** The slot's reasons in short phrases: "light offshore wind, 0.3 m swell from the east, sheltered". */
  why: string;
}

export const CAVEAT = 'A forecast, not a safety assessment: check the conditions on the day and dive within your training.';

/** `total`: how many sites of the area rate good (the e-mail names the first few). */
export function windowAlertSubject(
  watching: string,
  sites: readonly GoodSite[],
  total: number,
  scope: 'site' | 'region' | 'state',
): string {
  if (scope === 'site') return `${watching} looks good for a dive this weekend`;
  return total === 1 ? `${sites[0]!.name} in ${watching} looks good this weekend` : `${total} sites in ${watching} look good this weekend`;
}

/** The alert itself: which site (or sites) rate good on the coming weekend, the best slot and why, and the way out. */
export function WindowAlertEmail(props: {
  sender: SenderFacts;
  watching: string;
  sites: readonly GoodSite[];
  /** How many good sites there were in all (a region's e-mail names the first few). */
  total: number;
  unsubscribeUrl: string;
}) {
  const { sender, watching, sites, total, unsubscribeUrl } = props;
  const first = sites[0]!;
  return (
    <EmailLayout
      preview={`${first.name}: ${first.slot}, ${first.why}.`}
      sender={sender}
      footerNote={
        <>
          You receive this e-mail because you asked for a dive-window alert for {watching} on our site. We send at most one a week.{' '}
          <Link href={unsubscribeUrl}>Stop these alerts</Link> with one click (the newsletter, if you get it, is not affected).
        </>
      }
    >
      <Heading as="h1" style={{ color: '#0b4f6c', fontSize: '24px' }}>
        Good diving ahead this weekend
      </Heading>
      <Text style={{ fontSize: '16px', lineHeight: '24px' }}>
        Our dive window rates {sites.length === 1 ? 'this spot' : 'these spots'} &quot;good&quot; for the coming weekend. Grab your buddy:
      </Text>
      {sites.map((site) => (
        <Section key={site.url} style={{ margin: '0 0 12px' }}>
          <Text style={{ fontSize: '16px', lineHeight: '24px', margin: 0 }}>
            <Link href={site.url} style={{ fontWeight: 700 }}>
              {site.name}
            </Link>
            : best {site.slot}
          </Text>
          <Text style={{ fontSize: '14px', lineHeight: '22px', color: '#3d4b53', margin: 0 }}>
            Why: {site.why}. {site.url}
          </Text>
        </Section>
      ))}
      {total > sites.length && (
        <Text style={{ fontSize: '14px', lineHeight: '22px' }}>
          And {total - sites.length} more in {watching}: see them on our site.
        </Text>
      )}
      <Text style={{ fontSize: '14px', lineHeight: '22px', color: '#3d4b53' }}>{CAVEAT}</Text>
    </EmailLayout>
  );
}
