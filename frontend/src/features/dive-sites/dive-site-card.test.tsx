import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DiveSiteCard } from './dive-site-card';
import { makeDiveSite } from './dive-site-test-utils';

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
});
