import { ModalForm, type ModalFormProps } from '@ant-design/pro-components';
import { App, Form } from 'antd';
import { applyServerError } from '@/utils/formRules';

/** Request options that leave a refusal to the form instead of the request layer's toast. */
export type OwnErrors = { skipErrorHandler: true };

export type EntityModalFormProps<Values, Saved> = Omit<ModalFormProps<Values>, 'open' | 'onOpenChange' | 'onFinish' | 'fields'> & {
  /** The form's fields: a refusal naming one of them (400/409/422 with `field`) shows under it, any other as a toast. */
  fieldNames: string[];
  /** Creates or updates; pass `options` on to the request so that its refusal comes back here. */
  save: (values: Values, options: OwnErrors) => Promise<Saved>;
  /** Said once the save went through ("Created" / "Saved"). */
  successMessage: string;
  onClose: () => void;
  /** After a successful save, with what `save` returned (e.g. to reload the table); the dialog then closes. */
  onSaved: (saved: Saved) => void;
};

/**
 * The create-or-edit dialog of the admin screens: opened when rendered, closed through `onClose`. The
 * screen gives the title, the fields and what saving means; this puts the server's refusal under the
 * field it names, says the success message and hands over to `onSaved`.
 */
export default function EntityModalForm<Values extends Record<string, unknown>, Saved = unknown>({
  fieldNames,
  save,
  successMessage,
  onClose,
  onSaved,
  form: given,
  modalProps,
  children,
  ...props
}: EntityModalFormProps<Values, Saved>) {
  const { message } = App.useApp();
  // A screen that sets fields itself (e.g. one select filling another) passes its own form.
  const [form] = Form.useForm<Values>(given);
  return (
    <ModalForm<Values>
      {...props}
      form={form}
      open
      modalProps={{ destroyOnHidden: true, maskClosable: false, ...modalProps }}
      onOpenChange={(open) => !open && onClose()}
      onFinish={async (values) => {
        let saved: Saved;
        try {
          saved = await save(values, { skipErrorHandler: true });
        } catch (err) {
          const field = applyServerError(form, err, fieldNames, (text) => message.error(text));
          if (field) form.scrollToField(field, { block: 'center' });
          return false;
        }
        message.success(successMessage);
        onSaved(saved);
        return true;
      }}
    >
      {children}
    </ModalForm>
  );
}
