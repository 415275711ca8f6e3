import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  function renderPage() {
    renderWithProviders(<AboutPage />);
  }

  it('shows the mission, the three values and three team members with roles', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    const values = screen.getByRole('region', { name: 'What we stand for' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Honest Reviews', 'Safety First', 'Conservation']);
    const team = screen.getByRole('region', { name: 'Meet the team' });
    expect(within(team).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(within(team).getByText('Founder & Editor')).toBeInTheDocument();
  });

  it('links to the affiliate disclosure and credits the dive-site data', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Read our full affiliate disclosure' })).toHaveAttribute('href', '/affiliate-disclosure');
    const data = screen.getByRole('region', { name: 'Where our dive-site data comes from' });
    expect(data).toHaveTextContent('288 dive sites: © OpenDiveMap contributors');
    expect(data).toHaveTextContent('© State of Western Australia');
    expect(within(data).getByRole('link', { name: 'https://opendivemap.com' })).toHaveAttribute('href', 'https://opendivemap.com');
    expect(within(data).getByRole('link', { name: 'CC BY 4.0' })).toBeInTheDocument();
    expect(within(data).getByRole('link', { name: 'Open Database Licence (ODbL) 1.0' })).toBeInTheDocument();
  });
});
