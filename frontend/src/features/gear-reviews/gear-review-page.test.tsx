import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReviewResponseDto } from '@/api/generated/models';
import { reply, stubApi, type StubRoutes } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { GearReviewPage } from './gear-review-page';
import { makeReview } from './gear-review-test-utils';

const NOT_FOUND = reply(404, { message: 'Not Found' });

function renderAt(path: string) {
  renderWithProviders(<GearReviewPage />, { route: path, path: '/gear-reviews/:slug' });
}

/** The review and no seller links, unless the test says otherwise. */
function stubReview(review: ReviewResponseDto, routes: StubRoutes = {}) {
  stubApi({
    [`GET /api/reviews/slug/${review.slug}`]: review,
    'GET /api/affiliate-links': [],
    // Not a shop product unless a test says so.
    [`GET /api/products/by-review/${review.slug}`]: NOT_FOUND,
    ...routes,
  });
}

describe('GearReviewPage', () => {
  beforeEach(() => {
    window.__dduAnalytics = [];
  });
  it('shows the whole review with its affiliate links, tags and structured data', async () => {
    const review = makeReview({ author: '' });
    stubReview(review);
    renderAt(`/gear-reviews/${review.slug}`);
    expect(screen.getByLabelText('Loading review')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: review.title })).toBeInTheDocument();
    expect(screen.getByText('BCDs')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText(/By Dive Down Under Team/)).toHaveTextContent('7 June 2025');
    expect(screen.getByText('Affiliate Link - We earn from qualified purchases')).toBeInTheDocument();
    const page = encodeURIComponent(`/gear-reviews/${review.slug}`);
    for (const [name, from] of [
      ['Check Current Price', 'review-box'],
      ['Buy Now - $699.00', 'review-bottom'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', `/go/reviews/${review.slug}?from=${from}&page=${page}`);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'Browse More Reviews' })).toHaveAttribute('href', '/gear-reviews');
    // The body's renderer loads with the first body the browser renders itself (no server HTML here).
    expect(await screen.findByRole('heading', { level: 2, name: 'In the water' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(document.title).toBe(`${review.title} | Dive Down Under`);
    expect(document.head.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe(review.excerpt);
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd.offers).toMatchObject({ priceCurrency: 'AUD', price: '699' });
    expect(jsonLd.review.reviewRating).toMatchObject({ ratingValue: 4.5, bestRating: 5 });
    expect(window.__dduAnalytics).toContainEqual({
      type: 'event',
      name: 'review_view',
      params: { category: 'BCDs', label: review.title },
    });
  });

  it("names the review's own author in the byline", async () => {
    const review = makeReview({ author: 'Jess Ngata' });
    stubReview(review);
    renderAt(`/gear-reviews/${review.slug}`);
    expect(await screen.findByText(/By Jess Ngata/)).toHaveTextContent('By Jess Ngata · 7 June 2025');
    expect(screen.queryByText(/Dive Down Under Team/)).not.toBeInTheDocument();
  });

  it('shows "* " lines of a review body as a bulleted list (a README choice; the spec names bullets for the blog)', async () => {
    const review = makeReview({ content: 'What we liked:\n* Strong thrust\n* Comfortable foot pocket' });
    stubReview(review);
    renderAt(`/gear-reviews/${review.slug}`);
    const first = await screen.findByText('Strong thrust', { selector: 'li' }, { timeout: 10_000 });
    const list = first.closest('ul')!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Strong thrust', 'Comfortable foot pocket']);
    expect(screen.queryByText(/\* Strong thrust/)).not.toBeInTheDocument();
  });

  it("sends body links to a product's seller through the counted /go/ link", async () => {
    const review = makeReview({
      content: 'Pair it with [this mask](https://shop.example.com.au/mask?aff=1) or [a stranger](https://elsewhere.example.com/).',
    });
    stubReview(review, { 'GET /api/affiliate-links': [{ url: 'https://shop.example.com.au/mask?aff=1', goPath: '/go/3' }] });
    renderAt(`/gear-reviews/${review.slug}`);
    await screen.findByRole('link', { name: 'this mask' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'this mask' })).toHaveAttribute(
        'href',
        `/go/3?from=review-body&page=${encodeURIComponent(`/gear-reviews/${review.slug}`)}`,
      ),
    );
    expect(screen.getByRole('link', { name: 'this mask' })).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(screen.getByRole('link', { name: 'a stranger' })).toHaveAttribute('href', 'https://elsewhere.example.com/');
  });

  it('requests the hero image at 640x480 quality 90 from image hosts', async () => {
    const review = makeReview({ title: 'Generic Mask Review', imageUrl: 'https://images.unsplash.com/photo-1' });
    stubReview(review);
    renderAt(`/gear-reviews/${review.slug}`);
    const img = await screen.findByRole('img', { name: review.title });
    expect(img.getAttribute('src')).toMatch(/w=640.*h=480.*q=90/);
  });

  it('links the shop product the review is about', async () => {
    stubReview({ ...makeReview(), product: { id: 12, name: 'Cressi Travelight BCD' } } as ReviewResponseDto);
    renderAt('/gear-reviews/cressi-travelight-bcd-review');
    expect(await screen.findByRole('link', { name: 'See Cressi Travelight BCD in our shop' })).toHaveAttribute('href', '/shop/12');
  });

  it('shows no shop link for a review no product is linked to', async () => {
    stubReview({ ...makeReview(), product: null } as ReviewResponseDto);
    renderAt('/gear-reviews/cressi-travelight-bcd-review');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('review-product-link')).not.toBeInTheDocument();
  });

  it('shows Review Not Found for a missing review', async () => {
    stubApi({ 'GET /api/reviews/slug/no-such-review': NOT_FOUND, 'GET /api/affiliate-links': [] });
    renderAt('/gear-reviews/no-such-review');
    expect(await screen.findByRole('heading', { name: 'Review Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The gear review you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Reviews' })).toHaveAttribute('href', '/gear-reviews');
  });
});
