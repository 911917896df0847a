import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { buildSchedule, OPEN_ALL_WEEK } from '../hours/schedule';
import {
  problemFields,
  reservationMachine,
  validateReservation,
  type ReservationRequest,
  type ReservationValues,
} from './reservation.machine';

// Wednesday 3 June 2026, 10:30.
const now = () => new Date(2026, 5, 3, 10, 30);
const MONDAY = [{ opensAt: '12:00', closesAt: '23:00' }];
const FRIDAY = [
  { opensAt: '13:00', closesAt: '16:00' },
  { opensAt: '18:00', closesAt: '23:00' },
];
const PRIVATE_EVENT = { en: 'Closed for a private event', ar: 'مغلق لمناسبة خاصة' };
const schedule = buildSchedule(
  [
    { day: 'Monday', shifts: MONDAY, closed: false },
    { day: 'Friday', shifts: FRIDAY, closed: false },
    { day: 'Sunday', shifts: [], closed: true },
  ],
  undefined,
  'Asia/Riyadh',
  [{ date: '2026-06-15', endDate: '2026-06-15', closed: true, shifts: [], note: PRIVATE_EVENT }],
);
const VALID: ReservationValues = {
  date: '2026-06-08',
  time: '19:30',
  phone: '+966 55 123 4567',
  guests: '4',
  service: '',
  message: '',
};

function start(values: Partial<ReservationValues> = {}) {
  const send = vi.fn<(request: ReservationRequest) => void>();
  const machine = reservationMachine.provide({ actions: { send: (_, params) => send(params.request) } });
  const actor = createActor(machine, { input: { schedule, now, values } }).start();
  const fill = (v: Partial<ReservationValues>) => {
    for (const [field, value] of Object.entries(v))
      actor.send({ type: 'reservation.change', field: field as keyof ReservationValues, value });
  };
  return { actor, send, fill };
}

describe('reservation machine', () => {
  it('starts editing with empty values; change updates one field', () => {
    const { actor, fill } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    fill({ phone: '0551234567' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toMatchObject({ phone: '0551234567', date: '' });
  });

  it('ignores a change of an unknown field', () => {
    const { actor } = start();
    const before = actor.getSnapshot().context.values;
    actor.send({ type: 'reservation.change', field: 'nope' as keyof ReservationValues, value: 'x' });
    expect(actor.getSnapshot().context.values).toEqual(before);
  });

  it('editing -> rejected with the missing required fields, keeping everything typed', () => {
    const { actor, send, fill } = start();
    fill({ date: VALID.date, message: 'Window seat please', service: '3' });
    actor.send({ type: 'reservation.submit' });
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('rejected');
    expect(snap.context.problem).toEqual({ code: 'required', fields: ['time', 'phone', 'guests'] });
    expect(problemFields(snap.context.problem)).toEqual(['time', 'phone', 'guests']);
    expect(snap.context.values).toMatchObject({ date: VALID.date, message: 'Window seat please', service: '3' });
    expect(send).not.toHaveBeenCalled();
  });

  it('whitespace-only required fields count as missing', () => {
    const { actor } = start({ ...VALID, phone: '   ' });
    actor.send({ type: 'reservation.submit' });
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'required', fields: ['phone'] });
  });

  it('rejected: changes keep the reason on screen; a valid submit sends', () => {
    const { actor, send, fill } = start({ ...VALID, guests: '' });
    actor.send({ type: 'reservation.submit' });
    fill({ guests: '6' });
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(actor.getSnapshot().context.problem?.code).toBe('required');
    actor.send({ type: 'reservation.submit' });
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      date: VALID.date,
      time: VALID.time,
      phone: VALID.phone,
      guests: 6,
      service: null,
      message: null,
    });
  });

  it('editing -> sent with a valid request; optional fields trimmed or null', () => {
    const { actor, send } = start({ ...VALID, service: '2', message: '  Birthday 🎂 ' });
    actor.send({ type: 'reservation.submit' });
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.sent).toEqual({ ...VALID, guests: 4, service: '2', message: 'Birthday 🎂' });
    expect(send).toHaveBeenCalledOnce();
  });

  it.each([
    ['0 guests', { guests: '0' }, { code: 'guests' }],
    ['21 guests', { guests: '21' }, { code: 'guests' }],
    ['2.5 guests', { guests: '2.5' }, { code: 'guests' }],
    ['a phone without enough digits', { phone: '12-34' }, { code: 'phone' }],
    ['a phone with letters', { phone: '0551234567x' }, { code: 'phone' }],
    ['a past date', { date: '2026-06-02' }, { code: 'pastDate' }],
    ['a past time today', { date: '2026-06-03', time: '09:00' }, { code: 'pastTime' }],
    ['a closed day', { date: '2026-06-07' }, { code: 'closed', day: 'Sunday', special: null }],
    [
      'a Monday closed for a private event, naming it',
      { date: '2026-06-15' },
      { code: 'closed', day: 'Monday', special: { date: '2026-06-15', note: PRIVATE_EVENT } },
    ],
    [
      'a time before opening',
      { time: '11:30' },
      { code: 'outsideHours', day: 'Monday', shifts: MONDAY, special: null },
    ],
    ['a time at closing', { time: '23:00' }, { code: 'outsideHours', day: 'Monday', shifts: MONDAY, special: null }],
    [
      'a time between the two shifts of a day',
      { date: '2026-06-05', time: '17:00' },
      { code: 'outsideHours', day: 'Friday', shifts: FRIDAY, special: null },
    ],
    ['an impossible date', { date: '2026-02-31' }, { code: 'invalidDate' }],
  ])('rejects %s and sends nothing', (_, patch, problem) => {
    const { actor, send } = start({ ...VALID, ...patch });
    actor.send({ type: 'reservation.submit' });
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(actor.getSnapshot().context.problem).toEqual(problem);
    expect(send).not.toHaveBeenCalled();
  });

  it('reservation.schedule replaces the hours used by the next submit', () => {
    const { actor, send } = start({ ...VALID, date: '2026-06-09' });
    actor.send({
      type: 'reservation.schedule',
      schedule: buildSchedule([{ day: 'Tuesday', shifts: [], closed: true }]),
    });
    actor.send({ type: 'reservation.submit' });
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'closed', day: 'Tuesday', special: null });
    actor.send({ type: 'reservation.schedule', schedule: buildSchedule([]) });
    actor.send({ type: 'reservation.submit' });
    expect(actor.getSnapshot().value).toBe('sent');
    expect(send).toHaveBeenCalledOnce();
  });

  it('sent ignores changes and submits; reset goes back to an empty form', () => {
    const { actor, send, fill } = start(VALID);
    actor.send({ type: 'reservation.submit' });
    fill({ phone: '000' });
    actor.send({ type: 'reservation.submit' });
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.values.phone).toBe(VALID.phone);
    expect(send).toHaveBeenCalledOnce();
    actor.send({ type: 'reservation.reset' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      values: { date: '', time: '', phone: '', guests: '', service: '', message: '' },
      sent: null,
      problem: null,
    });
  });

  it('reset is ignored while editing', () => {
    const { actor } = start(VALID);
    actor.send({ type: 'reservation.reset' });
    expect(actor.getSnapshot().context.values).toEqual(VALID);
  });
});

describe('digits as people type them', () => {
  it('takes guests and a phone number in Arabic-Indic digits', () => {
    const result = validateReservation(
      { date: '2099-06-02', time: '20:00', phone: '٠٥٥ ١٢٣ ٤٥٦٧', guests: '٤', service: '', message: '' },
      OPEN_ALL_WEEK,
      new Date('2026-06-01T12:00:00Z'),
    );
    expect(result).toEqual({
      request: { date: '2099-06-02', time: '20:00', phone: '055 123 4567', guests: 4, service: null, message: null },
    });
  });
});
