import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BoundField } from './BoundField';
import { CheckboxField } from './CheckboxField';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

const schema = z.object({
  name: z.string().min(1, 'Please enter a name.'),
  note: z.string().min(1, 'Please add a note.'),
  size: z.string().min(1, 'Please choose a size.'),
  code: z.string().min(1, 'Please enter the code.'),
  agree: z.boolean().refine(Boolean, 'Please accept the terms.'),
  age: z.number().min(1, 'Age is at least 1.'),
});
type Values = z.infer<typeof schema>;

function Harness({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', note: '', size: '', code: '', agree: false, age: 0 },
  });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <TextField form={form} name="name" id="kid-name" label="Name" hint="As on the label." />
      <TextAreaField form={form} name="note" id="kid-note" label="Note" />
      <SelectField form={form} name="size" id="kid-size" label="Size" describedBy="size-guide">
        <option value="">Choose</option>
        <option value="2-3Y">2-3 years</option>
      </SelectField>
      <p id="size-guide">Sizes run small.</p>
      <BoundField form={form} name="code" id="kid-code" label="Code">
        {(control) => <input {...control} />}
      </BoundField>
      <CheckboxField form={form} name="agree" id="kid-agree" label="I agree" hint="Read them." />
      <TextField
        form={form}
        name="age"
        id="kid-age"
        label="Age"
        type="number"
        rules={{ valueAsNumber: true }}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const describedIds = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);

describe('bound form fields', () => {
  it('names each control by its label and describes it by its hint before any error', () => {
    render(<Harness onValid={() => undefined} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('id', 'kid-name');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(name).toHaveAccessibleDescription('As on the label.');
    expect(screen.getByRole('textbox', { name: 'Note' })).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveAccessibleDescription(
      'Sizes run small.',
    );
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription(
      'Read them.',
    );
  });

  it('marks each invalid control and links its error, after its hint', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(describedIds(name)).toEqual(['kid-name-hint', 'kid-name-error']);
    expect(name).toHaveAccessibleDescription('As on the label. Please enter a name.');

    const cases: [HTMLElement, string][] = [
      [screen.getByRole('textbox', { name: 'Note' }), 'Please add a note.'],
      [screen.getByRole('combobox', { name: 'Size' }), 'Sizes run small. Please choose a size.'],
      [screen.getByRole('textbox', { name: 'Code' }), 'Please enter the code.'],
      [screen.getByRole('checkbox', { name: 'I agree' }), 'Read them. Please accept the terms.'],
      [screen.getByRole('spinbutton', { name: 'Age' }), 'Age is at least 1.'],
    ];
    for (const [control, description] of cases) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(description);
    }
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands the typed values to the form and clears the errors once they are right', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Gift wrap');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), '2-3Y');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'LL7');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.clear(screen.getByRole('spinbutton', { name: 'Age' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Age' }), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onValid).toHaveBeenCalledWith(
      { name: 'Asha', note: 'Gift wrap', size: '2-3Y', code: 'LL7', agree: true, age: 3 },
      expect.anything(),
    );
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(describedIds(name)).toEqual(['kid-name-hint']);
    expect(screen.queryByText('Please enter a name.')).not.toBeInTheDocument();
  });

  it('shows a problem the form passes when the value itself has none', () => {
    function Loading() {
      const form = useForm<{ category: string }>({ defaultValues: { category: '' } });
      return (
        <SelectField
          form={form}
          name="category"
          id="pick-category"
          label="Category"
          error="Could not load the categories."
        >
          <option value="">Choose</option>
        </SelectField>
      );
    }
    render(<Loading />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Could not load the categories.');
  });

  it('points a field at the one sentence the form says for several, instead of repeating it', async () => {
    const blank = z.object({
      city: z.string().min(1, 'All fields are required.'),
      town: z.string().min(1, 'All fields are required.'),
      pin: z
        .string()
        .min(1, 'All fields are required.')
        .regex(/^\d{6}$/u, 'Six digits.'),
      ok: z.boolean().refine(Boolean, 'All fields are required.'),
    });
    type Blank = z.infer<typeof blank>;
    function Grouped() {
      const form = useForm<Blank>({
        resolver: zodResolver(blank),
        defaultValues: { city: '', town: '', pin: '', ok: false },
      });
      const { errors } = form.formState;
      const said = (name: keyof Blank) =>
        errors[name]?.message === 'All fields are required.' ? 'all-required' : undefined;
      return (
        <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
          {(said('city') ?? said('town') ?? said('pin') ?? said('ok')) ? (
            <p id="all-required">All fields are required.</p>
          ) : null}
          <TextField
            form={form}
            name="city"
            id="g-city"
            label="City"
            sharedErrorId={said('city')}
          />
          <SelectField
            form={form}
            name="town"
            id="g-town"
            label="Town"
            sharedErrorId={said('town')}
          >
            <option value="">Choose</option>
          </SelectField>
          <TextField form={form} name="pin" id="g-pin" label="PIN" sharedErrorId={said('pin')} />
          <CheckboxField form={form} name="ok" id="g-ok" label="OK" sharedErrorId={said('ok')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Grouped />);
    await user.type(screen.getByRole('textbox', { name: 'PIN' }), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getAllByText('All fields are required.')).toHaveLength(1);
    for (const control of [
      screen.getByRole('textbox', { name: 'City' }),
      screen.getByRole('combobox', { name: 'Town' }),
      screen.getByRole('checkbox', { name: 'OK' }),
    ]) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(describedIds(control)).toEqual(['all-required']);
    }
    // A problem of its own is still said beneath the field.
    const pin = screen.getByRole('textbox', { name: 'PIN' });
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(pin).toHaveAccessibleDescription('Six digits.');
  });
});
