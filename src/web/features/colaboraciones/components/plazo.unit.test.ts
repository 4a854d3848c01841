import { describe, expect, it } from 'vitest';
import { plazo } from './plazo';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-10T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('plazo (publication due date)', () => {
  it('counts whole days left', () => {
    expect(plazo(at(7 * DAY), now)).toEqual({ overdue: false, restante: 'Quedan 7 días' });
    expect(plazo(at(7 * DAY - 1000), now)).toEqual({ overdue: false, restante: 'Quedan 7 días' });
    expect(plazo(at(DAY + 5), now)).toEqual({ overdue: false, restante: 'Quedan 2 días' });
    expect(plazo(at(3 * 60 * 60 * 1000), now)).toEqual({ overdue: false, restante: 'Queda 1 día' });
  });

  it('is overdue once the date passed', () => {
    expect(plazo(at(-1000), now)).toEqual({ overdue: true, restante: 'Vencida hace 1 día' });
    expect(plazo(at(-3 * DAY - 1000), now)).toEqual({ overdue: true, restante: 'Vencida hace 3 días' });
  });
});
