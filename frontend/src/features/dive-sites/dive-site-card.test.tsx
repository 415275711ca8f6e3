import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DiveSiteCard } from './dive-site-card';
import { makeDiveSite } from '@/test/fixtures/dive-sites';

describe('DiveSiteCard', () => {
  it("describes the photo with the owner's alt text when there is one, else with the site's name", () => {
    renderWithProviders(
      <>
        <DiveSiteCard site={makeDiveSite({ id: 1, imageUrl: 'https://img.example/a.jpg', imageAlt: 'An octopus at night' })} />
        <DiveSiteCard site={makeDiveSite({ id: 2, name: 'Bare Island', imageUrl: 'https://img.example/b.jpg' })} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'An octopus at night' })).toHaveAttribute('src', 'https://img.example/a.jpg');
    expect(screen.getByRole('img', { name: 'Bare Island' })).toHaveAttribute('src', 'https://img.example/b.jpg');
  });

  it('opens its review with Read Dive Site Review: our pages in the same tab, other http sites in a new one', () => {
    renderWithProviders(
      <>
        <DiveSiteCard site={makeDiveSite({ id: 1, name: 'Bare Island', reviewLink: '/blog/diving-bare-island' })} />
        <DiveSiteCard site={makeDiveSite({ id: 2, name: 'Julian Rocks', reviewLink: 'https://divers.example.org/julian-rocks' })} />
        <DiveSiteCard site={makeDiveSite({ id: 3, name: 'Cook Island', reviewLink: null })} />
      </>,
    );
    const [ours, theirs] = screen.getAllByRole('link', { name: /Read Dive Site Review/ });
    expect(screen.getAllByRole('link', { name: /Read Dive Site Review/ })).toHaveLength(2);
    expect(ours).toHaveAttribute('href', '/blog/diving-bare-island');
    expect(ours).not.toHaveAttribute('target');
    expect(theirs).toHaveAttribute('href', 'https://divers.example.org/julian-rocks');
    expect(theirs).toHaveAttribute('target', '_blank');
    expect(theirs).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
