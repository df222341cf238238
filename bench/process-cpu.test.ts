import { describe, expect, it } from 'vitest';
import { cpuBetween, processKind, readCpu, type CpuReading } from './process-cpu';

describe('processKind', () => {
  const none = new Set<number>();

  it('tells Chromium’s processes apart by their type', () => {
    const chromium = '/usr/lib/chromium/chromium --headless';
    expect(processKind(chromium, none, 10)).toBe('browser');
    expect(processKind(`${chromium} --type=renderer --renderer-client-id=5`, none, 11)).toBe(
      'renderer',
    );
    expect(processKind(`${chromium} --type=gpu-process`, none, 12)).toBe('gpu-process');
    expect(
      processKind(
        `${chromium} --type=utility --utility-sub-type=network.mojom.NetworkService`,
        none,
        13,
      ),
    ).toBe('utility (network)');
  });

  it('counts the given servers and ignores every other process', () => {
    expect(processKind('node dist-server/main.mjs', new Set([42]), 42)).toBe('reference server');
    expect(processKind('node dist-server/main.mjs', none, 42)).toBeUndefined();
  });
});

describe('cpuBetween', () => {
  it('sums each kind’s threads, counting threads born in between from zero', () => {
    const before: CpuReading = new Map([
      ['1/1', { kind: 'renderer: main thread', ms: 100 }],
      ['1/2', { kind: 'renderer: other threads', ms: 50 }],
      ['9/9', { kind: 'browser', ms: 500 }],
    ]);
    const after: CpuReading = new Map([
      ['1/1', { kind: 'renderer: main thread', ms: 160 }],
      ['1/2', { kind: 'renderer: other threads', ms: 70 }],
      ['1/3', { kind: 'renderer: other threads', ms: 30 }],
      ['9/9', { kind: 'browser', ms: 500 }],
    ]);
    expect(Object.fromEntries(cpuBetween(before, after))).toEqual({
      'renderer: main thread': 60,
      'renderer: other threads': 50,
    });
  });
});

describe.runIf(process.platform === 'linux')('readCpu', () => {
  it('reads what the process spends as getrusage does, within the ticks of its threads', () => {
    const self = new Set([process.pid]);
    const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
    const before = readCpu(self);
    const start = process.cpuUsage();
    // Spends CPU time, not wall time: a busy machine slows the loop, not what it measures.
    let x = 0;
    while (cpuMs(process.cpuUsage(start)) < 300) x += Math.sqrt(x + 1);
    const used = cpuMs(process.cpuUsage(start));
    const read = cpuBetween(before, readCpu(self)).get('reference server') ?? 0;
    expect(x).toBeGreaterThan(0);
    // /proc counts each thread in 10 ms ticks; getrusage counts the process in microseconds.
    expect(Math.abs(read - used)).toBeLessThanOrEqual(60);
  });
});
