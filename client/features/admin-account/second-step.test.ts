import { describe, expect, it } from 'vitest';
import { secondStepOf } from './second-step';

describe('secondStepOf', () => {
  it('reads digits as the app’s code and anything else as a recovery code', () => {
    expect(secondStepOf(' 123 456 ')).toEqual({ code: '123 456' });
    expect(secondStepOf('abcde-fgh23')).toEqual({ recoveryCode: 'abcde-fgh23' });
    expect(secondStepOf('')).toEqual({ recoveryCode: '' });
  });
});
