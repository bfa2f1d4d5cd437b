import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderInApp } from '#client/test/render-in-app';
import { describeSchema, type Path } from './schema-fields';
import { StructuredField } from './structured-form';
import { useStructuredDocument } from './use-structured-document';

afterEach(cleanup);

const schema = z.object({
  title: z.string().trim().min(1, 'Заголовок: обязательное поле').max(20, 'Заголовок: не длиннее 20 символов'),
  steps: z
    .array(z.object({ text: z.string().min(1, 'Шаг: обязательное поле').max(30) }))
    .min(2, 'Нужно два шага')
    .max(3, 'Не больше трёх шагов'),
});
const tree = describeSchema(schema);
const labels: Record<string, string> = { title: 'Заголовок', steps: 'Шаги', text: 'Текст шага' };
const label = (path: Path) => {
  const last = path[path.length - 1];
  return typeof last === 'number' ? `Шаг ${last + 1}` : (labels[String(last)] ?? '');
};

let shown: unknown;
function Editor({ start }: { start: unknown }) {
  const editor = useStructuredDocument(schema, start);
  shown = editor.document;
  return (
    <form>
      <StructuredField
        node={tree}
        path={[]}
        value={editor.document}
        errors={editor.errors}
        texts={{ label }}
        onChange={editor.change}
      />
      <output>{editor.isDirty ? 'изменено' : 'как сохранено'}</output>
    </form>
  );
}

const start = { title: 'Как начать', steps: [{ text: 'Прийти' }, { text: 'Переодеться' }] };

// Typing with userEvent is slow in jsdom on a busy 2-core machine: the default 5 s is too tight.
describe('a structured editor drawn from a schema', { timeout: 20_000 }, () => {
  it('counts a text against its limit and puts the schema’s message on the field', async () => {
    const user = userEvent.setup();
    renderInApp(<Editor start={start} />);
    const title = await screen.findByLabelText(/Заголовок/);
    expect(screen.getByText('10 из 20')).toBeTruthy();
    expect(title.getAttribute('maxlength')).toBe('20');
    await user.clear(title);
    expect(screen.getByText('Заголовок: обязательное поле')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('изменено')).toBeTruthy();
    await user.type(title, 'Как начать');
    expect(screen.queryByText('Заголовок: обязательное поле')).toBeNull();
    expect(screen.getByText('как сохранено')).toBeTruthy();
  });

  it('adds up to the most, moves with buttons keeping the focus on the item, removes down to the least', async () => {
    const user = userEvent.setup();
    renderInApp(<Editor start={start} />);
    const list = await screen.findByRole('group', { name: /Шаги/ });
    const add = within(list).getByRole('button', { name: /Добавить/ });
    await user.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(within(list).getByText('Больше 3 не поместится в вёрстку')).toBeTruthy();
    await user.type(within(list).getAllByLabelText(/Текст шага/)[2] as HTMLElement, 'Размяться');

    await user.click(within(list).getByRole('button', { name: 'Поднять выше: Шаг 3' }));
    expect(shown).toEqual({ title: 'Как начать', steps: [{ text: 'Прийти' }, { text: 'Размяться' }, { text: 'Переодеться' }] });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Поднять выше: Шаг 2');
    await user.keyboard('{Enter}');
    expect((shown as typeof start).steps.map((step) => step.text)).toEqual(['Размяться', 'Прийти', 'Переодеться']);
    // At the top 'Выше' is off: the focus moves to the item's other button, not to the page.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Опустить ниже: Шаг 1');

    await user.click(within(list).getByRole('button', { name: 'Удалить: Шаг 1' }));
    expect((shown as typeof start).steps.map((step) => step.text)).toEqual(['Прийти', 'Переодеться']);
    const removes = within(list).getAllByRole('button', { name: /Удалить/ }) as HTMLButtonElement[];
    expect(removes.every((button) => button.disabled)).toBe(true);
  });

  it('shows a list item’s message on that item only', async () => {
    const user = userEvent.setup();
    renderInApp(<Editor start={start} />);
    const fields = await screen.findAllByLabelText(/Текст шага/);
    await user.clear(fields[1] as HTMLElement);
    expect(screen.getAllByText('Шаг: обязательное поле')).toHaveLength(1);
    expect(fields[1]?.getAttribute('aria-invalid')).toBe('true');
    expect(fields[0]?.getAttribute('aria-invalid')).toBeNull();
  });
});
