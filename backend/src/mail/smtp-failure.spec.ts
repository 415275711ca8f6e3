import { classifySmtpFailure, retryDelayMs } from './smtp-failure';

describe(classifySmtpFailure.name, () => {
  it.each([
    [{ responseCode: 550, response: '550 5.1.1 No such user' }, 'permanent', '550 5.1.1 No such user'],
    [{ responseCode: 554, response: '554 Rejected' }, 'permanent', '554 Rejected'],
    [{ responseCode: 451, response: '451 4.3.0 Try again later' }, 'temporary', '451 4.3.0 Try again later'],
    [{ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:1' }, 'temporary', 'connect ECONNREFUSED 127.0.0.1:1'],
    [{ code: 'ETIMEDOUT', message: 'Connection timeout' }, 'temporary', 'Connection timeout'],
  ])('classifies %j', (error, kind, reason) => {
    expect(classifySmtpFailure(error)).toEqual({ kind, reason });
  });
});

describe(retryDelayMs.name, () => {
  it('retries first within the base delay, then four times longer each time, capped at six hours', () => {
    const noJitter = () => 0.5;
    expect(retryDelayMs(1, 30_000, noJitter)).toBe(30_000);
    expect(retryDelayMs(2, 30_000, noJitter)).toBe(120_000);
    expect(retryDelayMs(3, 30_000, noJitter)).toBe(480_000);
    expect(retryDelayMs(20, 30_000, noJitter)).toBe(6 * 3600_000);
  });
});
