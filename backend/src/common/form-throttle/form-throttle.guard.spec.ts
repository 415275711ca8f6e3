import { tooManyRequestsMessage } from './form-throttle.guard';

describe('tooManyRequestsMessage', () => {
  it('rounds the wait up to whole minutes', () => {
    expect(tooManyRequestsMessage(61)).toBe('Too many requests. Please try again in 2 minutes.');
  });

  it('never says zero minutes', () => {
    expect(tooManyRequestsMessage(0)).toBe('Too many requests. Please try again in 1 minute.');
  });
});
