import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, contactSchema, type ContactInput } from '@littleloom/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { buttonClass } from '../../ui/button-styles';
import { FormField, inputClass } from '../../ui/FormField';

const EMPTY_FORM: ContactInput = { name: '', email: '', message: '' };

/**
 * Name, e-mail and message, checked by the shared contactSchema (the spec's messages). As
 * storefront.md §5 says, nothing is sent to a server: a valid form shows the thank-you toast
 * and clears.
 */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(contactSchema), defaultValues: EMPTY_FORM });

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
      <FormField id="contact-name" label="Name" error={errors.name?.message}>
        {(control) => (
          <input
            {...control}
            {...register('name')}
            type="text"
            autoComplete="name"
            className={inputClass}
          />
        )}
      </FormField>
      <FormField id="contact-email" label="Email" error={errors.email?.message}>
        {(control) => (
          <input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            className={inputClass}
          />
        )}
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message?.message}>
        {(control) => (
          <textarea
            {...control}
            {...register('message')}
            rows={6}
            className={`${inputClass} resize-y`}
          />
        )}
      </FormField>
      <div>
        <button type="submit" className={buttonClass('primary', 'px-8')}>
          Send message
        </button>
      </div>
    </form>
  );
}
