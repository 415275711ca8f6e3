import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use, useState } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { useTypedText } from './use-typed-text';

/** A page whose filter follows the box, and which can clear it from outside (a "Clear filters"). */
function Page() {
  const [search, setSearch] = useState('');
  return (
    <>
      <SearchBox value={search} onText={setSearch} />
      <p data-testid="filter">{search}</p>
      <button onClick={() => setSearch('')}>Clear filters</button>
      <button onClick={() => setSearch('reef')}>Reef sites</button>
    </>
  );
}

function SearchBox({ value, onText }: { value: string; onText: (text: string) => void }) {
  const [text, type] = useTypedText(value, onText);
  return <input aria-label="Search" value={text} onChange={(event) => type(event.target.value)} />;
}

describe('useTypedText', () => {
  it('shows every key typed, and the page follows to the same text', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    await user.type(box, 'wreck');
    expect(box).toHaveValue('wreck');
    expect(screen.getByTestId('filter')).toHaveTextContent(/^wreck$/);
  });

  it('takes a text the page set itself (Clear, Back, a link)', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    await user.type(box, 'shark');
    await user.click(screen.getByRole('button', { name: 'Reef sites' }));
    expect(box).toHaveValue('reef');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(box).toHaveValue('');
    await user.type(box, 'ray');
    expect(box).toHaveValue('ray');
  });

  /** A page whose rows for "k" are not ready until the gate opens (as a slow phone is still rendering them). */
  function renderSlowPage() {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    function Rows({ search }: { search: string }) {
      if (search === 'k') use(gate);
      return <p data-testid="rows">{search || 'all'}</p>;
    }
    function SlowPage() {
      const [search, setSearch] = useState('');
      return (
        <Suspense fallback={<p>Loading</p>}>
          <SearchBox value={search} onText={setSearch} />
          <Rows search={search} />
          <button onClick={() => setSearch('')}>Clear filters</button>
        </Suspense>
      );
    }
    render(<SlowPage />);
    // Outside act from here, as in a browser: React renders the transition, suspends on the rows and
    // retries once they are ready, on its own schedule.
    const act_ = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = act_.IS_REACT_ACT_ENVIRONMENT;
    act_.IS_REACT_ACT_ENVIRONMENT = false;
    onTestFinished(() => {
      act_.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    });
    return { box: screen.getByRole('textbox', { name: 'Search' }), open };
  }

  /** A key as the browser delivers it (user-event would wrap it in act). */
  function typeKey(box: HTMLElement, text: string) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, text);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }

  it("keeps showing the key while the page's new rows are not ready, and the old rows meanwhile", async () => {
    const { box, open } = renderSlowPage();
    typeKey(box, 'k');
    await waitFor(() => expect(box).toHaveValue('k'));
    // Had the page rendered the key urgently, the fallback would have replaced the box and the rows.
    expect(screen.getByTestId('rows')).toHaveTextContent('all');
    expect(screen.queryByText('Loading')).toBeNull();
    open();
    expect(await screen.findByText('k')).toBeVisible();
    expect(box).toHaveValue('k');
  });

  it('a "Clear filters" pressed before the page showed the key empties the box once the key arrives', async () => {
    const { box, open } = renderSlowPage();
    typeKey(box, 'k');
    await waitFor(() => expect(box).toHaveValue('k'));
    screen.getByRole('button', { name: 'Clear filters' }).click();
    open();
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.getByTestId('rows')).toHaveTextContent('all');
  });
});
