import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLater } from './use-later';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useLater', () => {
  it('runs the action after the delay', () => {
    const { result } = renderHook(() => useLater());
    const action = vi.fn();
    result.current(action, 1500);
    vi.advanceTimersByTime(1499);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledOnce();
  });

  it('when the component unmounts first, then the action never runs (no redirect after leaving)', () => {
    const { result, unmount } = renderHook(() => useLater());
    const action = vi.fn();
    result.current(action, 500);
    unmount();
    vi.advanceTimersByTime(1000);
    expect(action).not.toHaveBeenCalled();
  });

  it('when scheduled again, then only the newer action runs', () => {
    const { result } = renderHook(() => useLater());
    const first = vi.fn();
    const second = vi.fn();
    result.current(first, 500);
    result.current(second, 500);
    vi.advanceTimersByTime(500);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });
});
