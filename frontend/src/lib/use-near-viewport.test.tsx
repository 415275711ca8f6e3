import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns true once the element comes near the screen, and stays so', () => {
    const screenStub = stubIntersectionObserver();
    render(<Probe />);
    const probe = screen.getByText('far');
    screenStub.staysFar(probe);
    expect(screen.getByText('far')).toBeInTheDocument();
    screenStub.comesNear(probe);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(screenStub.disconnect).toHaveBeenCalled();
  });
});
