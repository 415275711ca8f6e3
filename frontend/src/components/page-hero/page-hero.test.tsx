import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHero } from './page-hero';

describe('PageHero', () => {
  it('renders the title as the page heading with its intro', () => {
    render(
      <PageHero title="Contact Us" eyebrow="Get in touch">
        We reply quickly.
      </PageHero>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contact Us' })).toHaveTextContent('Get in touchContact UsWe reply quickly.');
  });
});
