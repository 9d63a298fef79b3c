import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { manualClock } from '../../lib/clock.js';
import { createPGliteDatabase } from '../../test/db.js';
import { createFlows } from './flows.service.js';

let database: Database;
const clock = manualClock(Date.UTC(2026, 10, 27, 12));
beforeAll(async () => {
  database = await createPGliteDatabase();
});
afterAll(() => database.close());

type Trip = { readonly booked: readonly string[] };

/** A flow of three bookings, each undone by its compensation, with faults and refusals on demand. */
function tripFlow(fail: { fault?: string; refuse?: string; faultUndo?: string }) {
  const effects: string[] = [];
  const flows = createFlows({ db: database.db, clock, log: () => {} });
  const step = (name: string) => ({
    name,
    async run(state: Trip): Promise<Trip> {
      if (fail.refuse === name) throw new AppError('INSUFFICIENT_BALANCE');
      if (fail.fault === name) {
        fail.fault = undefined;
        throw new Error(`${name}: connection lost`);
      }
      effects.push(`+${name}`);
      return { booked: [...state.booked, name] };
    },
    async compensate(state: Trip): Promise<void> {
      if (fail.faultUndo === name) {
        fail.faultUndo = undefined;
        throw new Error(`undo ${name}: connection lost`);
      }
      expect(state.booked).toContain(name);
      effects.push(`-${name}`);
    },
  });
  const flow = flows.define<Trip>('trip', [step('flight'), step('hotel'), step('car')]);
  return { flows, flow, effects };
}

describe('flows', () => {
  it('runs every step once, stores the state each built, and a repeated start changes nothing', async () => {
    const { flows, flow, effects } = tripFlow({});
    expect(await flows.run(flow, 'trip:1', { booked: [] })).toEqual({
      status: 'done',
      state: { booked: ['flight', 'hotel', 'car'] },
    });
    expect(await flows.run(flow, 'trip:1', { booked: [] })).toMatchObject({ status: 'done' });
    expect(effects).toEqual(['+flight', '+hotel', '+car']);
  });

  it('undoes the earlier steps, newest first, when a step refuses', async () => {
    const { flows, flow, effects } = tripFlow({ refuse: 'car' });
    expect(await flows.run(flow, 'trip:2', { booked: [] })).toMatchObject({
      status: 'compensated',
      error: 'INSUFFICIENT_BALANCE',
    });
    expect(effects).toEqual(['+flight', '+hotel', '-hotel', '-flight']);
  });

  it('stops at a fault and resumes from that step, never repeating the ones before', async () => {
    const { flows, flow, effects } = tripFlow({ fault: 'hotel' });
    expect(await flows.run(flow, 'trip:3', { booked: [] })).toMatchObject({
      status: 'running',
      error: 'hotel: connection lost',
    });
    expect((await flows.byKey('trip:3'))?.step).toBe(1);
    // After a restart: a new process, the same flow defined again, resuming open runs.
    const restarted = createFlows({ db: database.db, clock, log: () => {} });
    const later: string[] = [];
    restarted.define<Trip>('trip', [
      { name: 'flight', run: async () => ({ booked: ['never'] }) },
      {
        name: 'hotel',
        run: async (s) => (later.push('+hotel'), { booked: [...s.booked, 'hotel'] }),
      },
      { name: 'car', run: async (s) => (later.push('+car'), { booked: [...s.booked, 'car'] }) },
    ]);
    expect(await restarted.resume()).toBe(1);
    expect(effects).toEqual(['+flight']);
    expect(later).toEqual(['+hotel', '+car']);
    expect(await flows.byKey('trip:3')).toMatchObject({
      status: 'done',
      state: { booked: ['flight', 'hotel', 'car'] },
    });
    expect(await restarted.resume()).toBe(0);
  });

  it('a fault while undoing resumes the undoing where it stopped', async () => {
    const { flows, flow, effects } = tripFlow({ refuse: 'car', faultUndo: 'flight' });
    expect(await flows.run(flow, 'trip:4', { booked: [] })).toMatchObject({
      status: 'compensating',
    });
    expect(effects).toEqual(['+flight', '+hotel', '-hotel']);
    expect(await flows.resume()).toBe(1);
    expect(effects).toEqual(['+flight', '+hotel', '-hotel', '-flight']);
    expect((await flows.byKey('trip:4'))?.status).toBe('compensated');
  });

  it('a run another process is driving is left to it', async () => {
    const { flows, flow } = tripFlow({});
    let release = () => {};
    const slow = createFlows({ db: database.db, clock, log: () => {} });
    const slowFlow = slow.define<Trip>('trip', [
      {
        name: 'flight',
        run: () =>
          new Promise<Trip>((resolve) => (release = () => resolve({ booked: ['flight'] }))),
      },
      { name: 'hotel', run: async (s) => s },
      { name: 'car', run: async (s) => s },
    ]);
    const driving = slow.run(slowFlow, 'trip:5', { booked: [] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await flows.run(flow, 'trip:5', { booked: [] })).toMatchObject({ status: 'running' });
    expect(await flows.resume()).toBe(0);
    release();
    expect(await driving).toMatchObject({ status: 'done' });
  });
});
