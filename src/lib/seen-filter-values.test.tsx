import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readSeenValues,
  recordSeenValues,
  rememberSeenValues,
  useSeenValues,
} from './seen-filter-values';

afterEach(() => vi.restoreAllMocks());

// Filterables are UUIDs in the contract; short names read better here.
const filter = (id: string, ...value: string[]) => ({ dataset_filterable_id: id, value });
const stored = (userId: string) => `pulse.filter-values.${userId}`;

describe('remembered filter values', () => {
  it('remembers the values of each filterable, per user, across a reload', () => {
    expect(readSeenValues('u1')).toEqual({});
    const remembered = rememberSeenValues('u1', [
      filter('region', 'North', 'South'),
      filter('age', '18-24'),
    ]);
    expect(remembered).toEqual({ region: ['North', 'South'], age: ['18-24'] });
    expect(readSeenValues('u1')).toEqual(remembered);
    expect(readSeenValues('u2')).toEqual({});
  });

  it('puts the values used last first, each once', () => {
    rememberSeenValues('u1', [filter('region', 'North', 'South')]);
    rememberSeenValues('u1', [filter('region', 'East', 'North')]);
    expect(readSeenValues('u1')).toEqual({ region: ['East', 'North', 'South'] });
  });

  it('adds values of a filterable used twice in one filter set together', () => {
    expect(
      rememberSeenValues('u1', [filter('region', 'North'), filter('region', 'South')]),
    ).toEqual({
      region: ['South', 'North'],
    });
  });

  it('keeps the 50 most recent values of a filterable', () => {
    const values = Array.from({ length: 60 }, (_, i) => `v${i}`);
    rememberSeenValues('u1', [filter('city', ...values.slice(0, 30))]);
    rememberSeenValues('u1', [filter('city', ...values.slice(30))]);
    const { city } = readSeenValues('u1');
    expect(city).toHaveLength(50);
    expect(city!.slice(0, 30)).toEqual(values.slice(30));
    expect(city!.slice(30)).toEqual(values.slice(0, 20));
  });

  it('keeps the 200 filterables used most recently, dropping the oldest', () => {
    for (let n = 1; n <= 201; n++) rememberSeenValues('u1', [filter(`f${n}`, 'x')]);
    const seen = readSeenValues('u1');
    expect(Object.keys(seen)).toHaveLength(200);
    expect(seen.f1).toBeUndefined();
    expect(seen.f2).toEqual(['x']);
    expect(seen.f201).toEqual(['x']);
    // Using an old filterable again makes it recent: the oldest other one goes instead.
    rememberSeenValues('u1', [filter('f2', 'y')]);
    rememberSeenValues('u1', [filter('f202', 'x')]);
    const after = readSeenValues('u1');
    expect(after.f2).toEqual(['y', 'x']);
    expect(after.f3).toBeUndefined();
  });

  it.each([
    ['text that is no JSON', '{ not json'],
    ['a list', '[["North"]]'],
    ['null', 'null'],
    ['a string', '"North"'],
  ])('reads %s in storage as nothing remembered', (_, text) => {
    localStorage.setItem(stored('u1'), text);
    expect(readSeenValues('u1')).toEqual({});
    expect(rememberSeenValues('u1', [filter('region', 'North')])).toEqual({ region: ['North'] });
  });

  it('keeps only the lists of text values from what it reads', () => {
    localStorage.setItem(
      stored('u1'),
      JSON.stringify({ region: ['North', 3, null, 'South'], age: '18-24', city: { a: 1 } }),
    );
    expect(readSeenValues('u1')).toEqual({ region: ['North', 'South'] });
  });

  it('still answers when storage refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    expect(rememberSeenValues('u1', [filter('region', 'North')])).toEqual({ region: ['North'] });
    expect(readSeenValues('u1')).toEqual({});
  });
});

describe('useSeenValues', () => {
  function Seen({ userId }: { userId: string }) {
    const seen = useSeenValues(userId);
    return <p data-testid={userId}>{JSON.stringify(seen)}</p>;
  }

  it('shows what was remembered before it rendered', () => {
    rememberSeenValues('before', [filter('region', 'North')]);
    render(<Seen userId="before" />);
    expect(screen.getByTestId('before')).toHaveTextContent('{"region":["North"]}');
  });

  it('shows values the moment they are recorded, to the user who recorded them only', () => {
    render(
      <>
        <Seen userId="ada" />
        <Seen userId="bo" />
      </>,
    );
    expect(screen.getByTestId('ada')).toHaveTextContent('{}');
    act(() => recordSeenValues('ada', [filter('region', 'North')]));
    expect(screen.getByTestId('ada')).toHaveTextContent('{"region":["North"]}');
    act(() => recordSeenValues('ada', [filter('region', 'South')]));
    expect(screen.getByTestId('ada')).toHaveTextContent('{"region":["South","North"]}');
    expect(screen.getByTestId('bo')).toHaveTextContent('{}');
    expect(readSeenValues('ada')).toEqual({ region: ['South', 'North'] });
  });

  it('shows a component rendered later what was recorded while none was shown', () => {
    const { unmount } = render(<Seen userId="cy" />);
    unmount();
    act(() => recordSeenValues('cy', [filter('region', 'North')]));
    render(<Seen userId="cy" />);
    expect(screen.getByTestId('cy')).toHaveTextContent('{"region":["North"]}');
  });
});
