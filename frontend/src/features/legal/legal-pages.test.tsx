import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AffiliateDisclosurePage } from './affiliate-disclosure-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsOfServicePage } from './terms-of-service-page';

function renderPage(page: React.ReactElement) {
  renderWithProviders(page);
}

describe('legal pages', () => {
  it('affiliate disclosure was last updated on 7 June 2025', () => {
    renderPage(<AffiliateDisclosurePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Affiliate Disclosure' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 7 June 2025')).toBeInTheDocument();
  });

  it('privacy policy is dated June 2025', () => {
    renderPage(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: June 2025')).toBeInTheDocument();
  });

  it('terms take effect on 4 July 2025, follow New South Wales law and link back home', () => {
    renderPage(<TermsOfServicePage />);
    expect(screen.getByText('Effective: 4 July 2025')).toBeInTheDocument();
    expect(screen.getByText(/governed by the law of New South Wales/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
