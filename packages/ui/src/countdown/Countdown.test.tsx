import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../testing/expectAccessible';
import { Countdown } from './Countdown';

const labels = { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' };
const start = new Date('2026-11-22T00:00:00Z');

function units(): string[] {
  return screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
}

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: start });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down a duration in days, hours, minutes and seconds', async () => {
    const { container } = render(<Countdown duration={63_072_000_000} labels={labels} label="Time until launch" />);
    expect(screen.getByRole('timer', { name: 'Time until launch' })).toBeInTheDocument();
    expect(units()).toEqual(['730Days', '00Hours', '00Minutes', '00Seconds']);
    act(() => vi.advanceTimersByTime(1000));
    expect(units()).toEqual(['729Days', '23Hours', '59Minutes', '59Seconds']);
    act(() => vi.advanceTimersByTime(61_000));
    expect(units()).toEqual(['729Days', '23Hours', '58Minutes', '58Seconds']);
    vi.useRealTimers();
    await expectAccessible(container);
  });

  it('counts down to a target time, stops at zero and says when it is done', () => {
    const onComplete = vi.fn();
    render(
      <Countdown
        target={new Date(start.getTime() + 90_000)}
        labels={{ days: '天', hours: '时', minutes: '分', seconds: '秒' }}
        label="距离上线"
        onComplete={onComplete}
      />,
    );
    expect(units()).toEqual(['0天', '00时', '01分', '30秒']);
    act(() => vi.advanceTimersByTime(90_000));
    expect(units()).toEqual(['0天', '00时', '00分', '00秒']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(units()).toEqual(['0天', '00时', '00分', '00秒']);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
