import { Button, Heading, Img, Link, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { FeaturedItem, IssueContent } from '../issues/issue-content';
import type { WeekendSection } from '../issues/weekend-section';
import type { Block, Run } from '../markup-blocks';
import { EmailLayout, SenderFacts } from './email-layout';

const body = { fontSize: '16px', lineHeight: '24px', color: '#1d2a31' };
const h2 = { color: '#0b4f6c', fontSize: '20px', margin: '24px 0 8px' };

function runs(list: Run[]): ReactNode[] {
  return list.map((run, i) => {
    const text = run.bold ? <strong key={`b${i}`}>{run.text}</strong> : run.text;
    return run.href ? (
      <Link key={i} href={run.href} style={{ color: '#0b6f96' }}>
        {text}
      </Link>
    ) : (
      <span key={i}>{text}</span>
    );
  });
}

function IntroBlock({ block }: { block: Block }) {
  if (block.type === 'image') return <Img src={block.src} alt={block.alt} width="100%" style={{ borderRadius: '6px', margin: '12px 0' }} />;
  if (block.type === 'h2' || block.type === 'h3') {
    return (
      <Heading as={block.type} style={block.type === 'h2' ? h2 : { ...h2, fontSize: '17px' }}>
        {runs(block.runs)}
      </Heading>
    );
  }
  return (
    <Text style={{ ...body, margin: block.type === 'li' ? '4px 0 4px 12px' : '12px 0' }}>
      {block.type === 'li' ? ['• ', ...runs(block.runs)] : runs(block.runs)}
    </Text>
  );
}

function Item({ item }: { item: FeaturedItem }) {
  return (
    <Section style={{ margin: '12px 0 20px' }}>
      {item.imageUrl && <Img src={item.imageUrl} alt="" width="100%" style={{ borderRadius: '6px', marginBottom: '8px' }} />}
      <Link href={item.url} style={{ color: '#0b4f6c', fontSize: '18px', fontWeight: 700 }}>
        {item.title}
      </Link>
      <Text style={{ ...body, margin: '6px 0' }}>{item.text}</Text>
      <Link href={item.url} style={{ color: '#0b6f96', fontSize: '15px' }}>
        Read more
      </Link>
      {item.sellerUrl && (
        <>
          {'  ·  '}
          <Link href={item.sellerUrl} style={{ color: '#b35c00', fontSize: '15px' }}>
            {item.sellerLabel} (affiliate link)
          </Link>
        </>
      )}
    </Section>
  );
}

function Group({ title, items }: { title: string; items: FeaturedItem[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <Heading as="h2" style={h2}>
        {title}
      </Heading>
      {items.map((item) => (
        <Item key={item.url} item={item} />
      ))}
    </>
  );
}

/** "Best sites this weekend": the dive window's picks, each to its page, or why there are none; always the caveat. */
function Weekend({ section }: { section: WeekendSection }) {
  return (
    <Section style={{ margin: '8px 0 20px' }}>
      <Heading as="h2" style={h2}>
        {section.heading}
      </Heading>
      {section.note && <Text style={{ ...body, margin: '6px 0 12px' }}>{section.note}</Text>}
      {section.sites.map((site) => (
        <Section key={site.url} style={{ margin: '10px 0 14px' }}>
          <Link href={site.url} style={{ color: '#0b4f6c', fontSize: '18px', fontWeight: 700 }}>
            {site.name}
          </Link>
          <Text style={{ ...body, fontSize: '14px', color: '#4a5a63', margin: '2px 0' }}>{site.place}</Text>
          <Text style={{ ...body, margin: '4px 0' }}>{site.sentence}</Text>
          <Link href={site.url} style={{ color: '#0b6f96', fontSize: '15px' }}>
            See the forecast
          </Link>
        </Section>
      ))}
      <Text style={{ ...body, fontSize: '14px', fontStyle: 'italic', color: '#4a5a63', margin: '8px 0' }}>{section.caveat}</Text>
    </Section>
  );
}

/**
 * A newsletter issue: the owner's introduction, "Best sites this weekend" when the issue carries it,
 * then the featured articles, reviews and dive sites.
 */
export function IssueEmail(props: {
  sender: SenderFacts;
  subject: string;
  preheader: string;
  intro: Block[];
  weekend: WeekendSection | null;
  content: IssueContent;
  unsubscribeUrl: string;
}) {
  const { sender, subject, preheader, intro, weekend, content, unsubscribeUrl } = props;
  return (
    <EmailLayout
      preview={preheader || subject}
      sender={sender}
      unsubscribeUrl={unsubscribeUrl}
      footerNote="You receive the Dive Down Under newsletter because you signed up on our site and confirmed your address. Links marked as affiliate links earn us a small commission at no cost to you."
    >
      <Heading as="h1" style={{ color: '#0b4f6c', fontSize: '24px' }}>
        {subject}
      </Heading>
      {intro.map((block, i) => (
        <IntroBlock key={i} block={block} />
      ))}
      {weekend && <Weekend section={weekend} />}
      <Group title="From the blog" items={content.articles} />
      <Group title="Gear reviews" items={content.reviews} />
      <Group title="Dive sites to try" items={content.diveSites} />
      <Button
        href={sender.publicUrl}
        style={{ backgroundColor: '#0b4f6c', borderRadius: '6px', color: '#ffffff', padding: '12px 20px', marginTop: '8px' }}
      >
        Visit Dive Down Under
      </Button>
    </EmailLayout>
  );
}
