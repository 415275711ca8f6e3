import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SearchField } from './search-field';

function Box({ onValue }: { onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchField
      label="Search dive sites"
      placeholder="Name, region or marine life"
      maxLength={100}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onValue?.(event.target.value);
      }}
    />
  );
}

describe('SearchField', () => {
  it('is a search box named by its label, with its placeholder and limit', () => {
    renderWithProviders(<Box />);
    const box = screen.getByRole('searchbox', { name: 'Search dive sites' });
    expect(box).toHaveAttribute('placeholder', 'Name, region or marine life');
    expect(box).toHaveAttribute('maxlength', '100');
    // The label is the name once: the outline's copy (which cuts the border's gap) is hidden.
    expect(screen.getAllByText('Search dive sites')).toHaveLength(2);
    expect(screen.getAllByText('Search dive sites')[1]!.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('hands each change to its handler and shows the typed text', () => {
    const seen: string[] = [];
    renderWithProviders(<Box onValue={(value) => seen.push(value)} />);
    const box = screen.getByRole('searchbox', { name: 'Search dive sites' });
    fireEvent.change(box, { target: { value: 'wreck' } });
    expect(seen).toEqual(['wreck']);
    expect(box).toHaveValue('wreck');
  });

  it('gives each box its own id, so two on a page keep their own labels', () => {
    renderWithProviders(
      <>
        <SearchField label="First" value="" onChange={() => undefined} />
        <SearchField label="Second" value="" onChange={() => undefined} />
      </>,
    );
    expect(screen.getByRole('searchbox', { name: 'First' }).id).not.toBe(screen.getByRole('searchbox', { name: 'Second' }).id);
  });
});
