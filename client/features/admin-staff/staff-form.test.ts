import { describe, expect, it } from 'vitest';
import { staffFormOf, toggled } from './staff-form';

describe('the staff form', () => {
  it('fills from a person, dropping a direction the site no longer has', () => {
    const values = staffFormOf({
      id: 2,
      login: 'ivan',
      name: 'Иван',
      role: 'coach',
      groupIds: ['g1'],
      directions: ['Mma', 'Sumo'],
      disabled: false,
      passwordSet: true,
    });
    expect(values).toEqual({ name: 'Иван', login: 'ivan', role: 'coach', groupIds: ['g1'], directions: ['Mma'] });
  });

  it('adds a checked value once and removes an unchecked one', () => {
    expect(toggled(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a', true)).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});
