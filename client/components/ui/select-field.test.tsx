import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';

const options = [
  { value: '', label: 'Все дни' },
  { value: 'pn', label: 'Понедельник' },
  { value: 'vt', label: 'Вторник' },
];

describe('SelectField', () => {
  it('shows the choice at once, before the URL (its value) follows, and then follows the value', () => {
    const onChange = vi.fn();
    const { rerender } = render(<SelectField label="День" name="day" value="" onChange={onChange} options={options} />);
    const select = screen.getByRole('combobox', { name: 'День' }) as HTMLSelectElement;

    fireEvent.change(select, { target: { value: 'vt' } });
    expect(onChange).toHaveBeenCalledWith('vt');
    // The navigation has not happened yet: the value is still '', the select keeps the choice.
    expect(select.value).toBe('vt');

    rerender(<SelectField label="День" name="day" value="vt" onChange={onChange} options={options} />);
    expect(select.value).toBe('vt');
    // Later changes of the value (the back button, «Сбросить») win over the old choice.
    rerender(<SelectField label="День" name="day" value="pn" onChange={onChange} options={options} />);
    expect(select.value).toBe('pn');
  });
});
