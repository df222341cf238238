import { describe, expect, it } from 'vitest';
import { WriteLedger } from './durability';

// How the kill -9 soak judges what the database holds after a kill (scripts/soak/durability.ts).
describe('WriteLedger', () => {
  it('accepts only the last acknowledged value once a later write was acknowledged', () => {
    const ledger = new WriteLedger();
    ledger.ack(ledger.send('i', 'a'));
    ledger.ack(ledger.send('i', 'a,b'));
    expect(ledger.check('i', 'a,b')).toBeNull();
    // The older value back means the acknowledged replacement was lost.
    expect(ledger.check('i', 'a')).toBe('i holds {a}, replaced by an acknowledged {a,b}');
  });

  it('accepts either of two writes in flight together, whichever the server applied last', () => {
    const ledger = new WriteLedger();
    const first = ledger.send('i', 'a');
    const second = ledger.send('i', 'b');
    ledger.ack(second);
    ledger.ack(first);
    expect(ledger.allowed('i')).toEqual(new Set(['a', 'b']));
  });

  it('accepts a write cut off by a kill, until a later write is acknowledged', () => {
    const ledger = new WriteLedger();
    ledger.ack(ledger.send('i', 'a'));
    ledger.send('i', 'b'); // never answered: the server was killed
    ledger.cutOff();
    expect(ledger.allowed('i')).toEqual(new Set(['a', 'b']));
    ledger.ack(ledger.send('i', 'c'));
    expect(ledger.allowed('i')).toEqual(new Set(['c']));
    expect(ledger.check('i', 'b')).toBe('i holds {b}, replaced by an acknowledged {c}');
  });

  it('requires every acknowledged key, and lets an unacknowledged create be absent', () => {
    const ledger = new WriteLedger();
    ledger.ack(ledger.send('kept', 'a'));
    ledger.send('maybe', 'a');
    ledger.cutOff();
    expect(ledger.acknowledgedKeys()).toEqual(['kept']);
    expect(ledger.check('kept', undefined)).toBe('kept is missing, acknowledged {a}');
    expect(ledger.check('maybe', undefined)).toBeNull();
    expect(ledger.check('maybe', 'a')).toBeNull();
  });

  it('calls a value nobody sent partial', () => {
    const ledger = new WriteLedger();
    ledger.ack(ledger.send('i', 'a,b'));
    expect(ledger.check('i', 'a')).toBe('i holds a partial value {a}');
  });
});
