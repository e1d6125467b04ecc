/** EntityModalForm: the admin screens' create/edit dialog — server refusals under their field, close and reload on save. */
import { ProFormText } from '@ant-design/pro-components';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import EntityModalForm, { type OwnErrors } from '@/components/EntityModalForm';
import { refusal, renderScreen } from './helpers/renderScreen';

jest.setTimeout(30000);

type Values = { name: string; code?: string };
const load = jest.fn();
const save = jest.fn<Promise<{ id: number }>, [Values, OwnErrors]>();
const onSaved = jest.fn();

/** A screen as the admin pages build one: a list that loads, a button that opens the dialog, a reload after saving. */
function Screen() {
  const [open, setOpen] = useState(false);
  const [loads, setLoads] = useState(0);
  useEffect(() => load(), [loads]);
  return (
    <>
      <Button onClick={() => setOpen(true)}>New</Button>
      {open && (
        <EntityModalForm<Values, { id: number }>
          title="New thing"
          fieldNames={['name', 'code']}
          save={save}
          successMessage="Created"
          onClose={() => setOpen(false)}
          onSaved={(saved) => {
            onSaved(saved);
            setLoads((n) => n + 1);
          }}
        >
          <ProFormText name="name" label="Name" />
          <ProFormText name="code" label="Code" />
        </EntityModalForm>
      )}
    </>
  );
}

const dialog = () => document.querySelector('.ant-modal-content') as HTMLElement | null;
const explainOf = (id: string) => dialog()!.querySelector(`#${id}`)!.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';
const submit = () => fireEvent.click(dialog()!.querySelector('.ant-modal-footer .ant-btn-primary')!);

beforeEach(() => jest.clearAllMocks());

async function openWith(name: string) {
  renderScreen(<Screen />);
  fireEvent.click(screen.getByRole('button', { name: 'New' }));
  await waitFor(() => expect(dialog()?.querySelector('#name')).toBeTruthy());
  fireEvent.change(dialog()!.querySelector('#name')!, { target: { value: name } });
}

it('shows a 422 under the field the server names, keeps the dialog open and does not reload', async () => {
  save.mockRejectedValueOnce(refusal(422, 'body.code: must start with a letter', 'code'));
  await openWith('Widget');
  submit();
  await waitFor(() => expect(explainOf('code')).toBe('must start with a letter'));
  // The request leaves the refusal to the form rather than toasting it too.
  expect(save).toHaveBeenCalledWith({ name: 'Widget' }, { skipErrorHandler: true });
  expect(explainOf('name')).toBe('');
  expect(dialog()).toBeTruthy();
  expect(onSaved).not.toHaveBeenCalled();
  expect(load).toHaveBeenCalledTimes(1);
});

it('toasts a refusal that names no field of the form', async () => {
  save.mockRejectedValueOnce(refusal(400, 'The park is closed for edits'));
  await openWith('Widget');
  submit();
  expect(await screen.findByText('The park is closed for edits')).toBeInTheDocument();
  expect(explainOf('name')).toBe('');
  expect(dialog()).toBeTruthy();
});

it('after a successful save says so, closes the dialog and reloads', async () => {
  save.mockRejectedValueOnce(refusal(409, 'name: "Widget" already exists', 'name'));
  save.mockResolvedValueOnce({ id: 7 });
  await openWith('Widget');
  submit();
  await waitFor(() => expect(explainOf('name')).toBe('"Widget" already exists'));
  fireEvent.change(dialog()!.querySelector('#name')!, { target: { value: 'Gadget' } });
  submit();
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 7 }));
  expect(save).toHaveBeenLastCalledWith({ name: 'Gadget' }, { skipErrorHandler: true });
  expect(await screen.findByText('Created')).toBeInTheDocument();
  await waitFor(() => expect(within(document.body).queryByText('New thing')).toBeNull());
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
});
