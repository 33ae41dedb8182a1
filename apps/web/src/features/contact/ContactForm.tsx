import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, contactSchema, type ContactInput } from '@littleloom/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { buttonClass } from '../../ui/button-styles';
import { TextField } from '../../ui/TextField';
import { TextAreaField } from '../../ui/TextAreaField';

const EMPTY_FORM: ContactInput = { name: '', email: '', message: '' };

/**
 * Name, e-mail and message, checked by the shared contactSchema (the spec's messages). As
 * storefront.md §5 says, nothing is sent to a server: a valid form shows the thank-you toast
 * and clears.
 */
export function ContactForm() {
  const form = useForm({ resolver: zodResolver(contactSchema), defaultValues: EMPTY_FORM });
  const { handleSubmit, reset } = form;

  const onValid = () => {
    toast.success(MSG.contactSent);
    reset(EMPTY_FORM);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      aria-labelledby="contact-form-heading"
      className="flex flex-col gap-5"
    >
      <h2 id="contact-form-heading" className="text-xl font-bold text-ink">
        Write to us
      </h2>
      <TextField
        form={form}
        name="name"
        id="contact-name"
        label="Name"
        type="text"
        autoComplete="name"
      />
      <TextField
        form={form}
        name="email"
        id="contact-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <TextAreaField form={form} name="message" id="contact-message" label="Message" rows={6} />
      <div>
        <button type="submit" className={buttonClass('primary', 'px-8')}>
          Send message
        </button>
      </div>
    </form>
  );
}
