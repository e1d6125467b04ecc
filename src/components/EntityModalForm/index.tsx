import { DrawerForm, ModalForm, type DrawerFormProps, type ModalFormProps } from '@ant-design/pro-components';
import { Form, type FormInstance } from 'antd';
import { applyServerError } from '@/utils/formRules';
import { useAntdApp } from '@/components/AntdApp';

/** Request options that leave a refusal to the form instead of the request layer's toast. */
export type OwnErrors = { skipErrorHandler: true };

type SaveProps<Values, Saved> = {
  /** The form's fields: a refusal naming one of them (400/409/422 with `field`) shows under it, any other as a toast. */
  fieldNames: string[];
  /** Creates or updates; pass `options` on to the request so that its refusal comes back here. */
  save: (values: Values, options: OwnErrors) => Promise<Saved>;
  /** Said once the save went through ("Created" / "Saved"), or made from what was saved. */
  successMessage: string | ((saved: Saved) => string);
  onClose: () => void;
  /** After a successful save, with what `save` returned (e.g. to reload the table); the dialog then closes. */
  onSaved?: (saved: Saved) => void;
};

type Frame = 'open' | 'onOpenChange' | 'onFinish' | 'fields';
export type EntityModalFormProps<Values, Saved> = Omit<ModalFormProps<Values>, Frame> & SaveProps<Values, Saved>;
export type EntityDrawerFormProps<Values, Saved> = Omit<DrawerFormProps<Values>, Frame> & SaveProps<Values, Saved>;

/** The save step both frames share: the server's refusal under the field it names, else a toast; the success message; onSaved. */
function useEntitySave<Values, Saved>(given: FormInstance<Values> | undefined, { fieldNames, save, successMessage, onSaved }: SaveProps<Values, Saved>) {
  const { message } = useAntdApp();
  // A screen that sets fields itself (e.g. one select filling another) passes its own form.
  const [form] = Form.useForm<Values>(given);
  const onFinish = async (values: Values) => {
    let saved: Saved;
    try {
      saved = await save(values, { skipErrorHandler: true });
    } catch (err) {
      const field = applyServerError(form, err, fieldNames, (text) => message.error(text));
      if (field) form.scrollToField(field, { block: 'center' });
      return false;
    }
    message.success(typeof successMessage === 'function' ? successMessage(saved) : successMessage);
    onSaved?.(saved);
    return true;
  };
  return { form, onFinish };
}

/** The props both frames take the same way: the form, opened at once, closed through onClose, saving through useEntitySave. */
function useFrame<Values, Saved>({
  fieldNames,
  save,
  successMessage,
  onClose,
  onSaved,
  form: given,
}: SaveProps<Values, Saved> & { form?: FormInstance<Values> }) {
  const { form, onFinish } = useEntitySave<Values, Saved>(given, { fieldNames, save, successMessage, onClose, onSaved });
  return { form, onFinish, open: true, onOpenChange: (open: boolean) => !open && onClose() };
}

/** Kept as long as it is open, and not closed by a stray click beside it. */
const OVERLAY = { destroyOnHidden: true, maskClosable: false };

/**
 * The create-or-edit dialog of the admin screens: opened when rendered, closed through `onClose`. The
 * screen gives the title, the fields and what saving means; this puts the server's refusal under the
 * field it names, says the success message and hands over to `onSaved`.
 */
export default function EntityModalForm<Values extends Record<string, unknown>, Saved = unknown>(props: EntityModalFormProps<Values, Saved>) {
  const { fieldNames, save, successMessage, onClose, onSaved, form, modalProps, ...rest } = props;
  const frame = useFrame<Values, Saved>({ fieldNames, save, successMessage, onClose, onSaved, form });
  return <ModalForm<Values> {...rest} {...frame} modalProps={{ ...OVERLAY, ...modalProps }} />;
}

/** The same for a record too large for a dialog (a company, a workshop unit, a job ad): a drawer from the right. */
export function EntityDrawerForm<Values extends Record<string, unknown>, Saved = unknown>(props: EntityDrawerFormProps<Values, Saved>) {
  const { fieldNames, save, successMessage, onClose, onSaved, form, drawerProps, ...rest } = props;
  const frame = useFrame<Values, Saved>({ fieldNames, save, successMessage, onClose, onSaved, form });
  return <DrawerForm<Values> {...rest} {...frame} drawerProps={{ ...OVERLAY, ...drawerProps }} />;
}
