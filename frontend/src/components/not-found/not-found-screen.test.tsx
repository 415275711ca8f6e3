import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { NotFoundScreen } from './not-found-screen';

describe(NotFoundScreen.name, () => {
  it('names what is missing, explains, links back to the list and keeps the page out of search engines', () => {
    renderWithProviders(
      <NotFoundScreen title="Review Not Found" message="The gear review is gone." backTo="/gear-reviews" backLabel="Back to Reviews" />,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Review Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The gear review is gone.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Reviews' })).toHaveAttribute('href', '/gear-reviews');
    expect(document.title).toBe('Review Not Found | Dive Down Under');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
