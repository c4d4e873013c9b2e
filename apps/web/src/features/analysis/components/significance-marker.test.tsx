import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignificanceMarker } from './significance-marker.tsx';

describe('the significance marker (docs/rules/statistics.md)', () => {
  it('marks a significant difference with its p-value in French, pointing to the legend', () => {
    render(
      <SignificanceMarker test={{ difference: 0.6, p_value: 0.01234, significant: true }} legendId="l" />,
    );
    const marker = screen.getByText('Différence probablement réelle (p = 0,012)');
    expect(marker).toHaveClass('text-accent');
    expect(marker).toHaveAttribute('aria-describedby', 'l');
    expect(marker).toHaveAttribute('title', expect.stringMatching(/moins de 5\s% des cas/));
  });

  it('says a larger p-value may be chance, and a tiny one is below 0,001', () => {
    const { rerender } = render(
      <SignificanceMarker test={{ difference: 0.2, p_value: 0.2, significant: false }} legendId="l" />,
    );
    expect(screen.getByText('Différence possiblement due au hasard (p = 0,200)')).not.toHaveClass(
      'text-accent',
    );
    rerender(
      <SignificanceMarker test={{ difference: 2, p_value: 0.00001, significant: true }} legendId="l" />,
    );
    expect(screen.getByText('Différence probablement réelle (p < 0,001)')).toBeInTheDocument();
  });

  it('shows a dash when there is nothing to test (fewer than 2 trades on a side)', () => {
    render(
      <SignificanceMarker test={{ difference: null, p_value: null, significant: false }} legendId="l" />,
    );
    expect(screen.getByText('-')).toBeInTheDocument();
    expect(screen.queryByText(/Différence/)).not.toBeInTheDocument();
  });
});
