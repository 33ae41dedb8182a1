import { SectionHeading } from '../../ui/SectionHeading';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { PageMeta } from '../../ui/PageMeta';

const CONTACT_DESCRIPTION =
  'Questions about sizes, an order, or a gift? Call, write or send Little Loom a message: parents answer, day or night.';

/** storefront.md §5: the store's details on the left, the message form on the right. */
export function ContactPage() {
  return (
    <div className="container-page py-10 sm:py-14">
      <title>Contact Us · Little Loom</title>
      <PageMeta description={CONTACT_DESCRIPTION} canonicalPath="/contact" />
      <SectionHeading title="Contact Us" level={1}>
        Questions about sizes, an order, or a gift? We are happy to help.
      </SectionHeading>
      <div className="mx-auto mt-10 grid max-w-5xl gap-10 md:grid-cols-[2fr_3fr] md:gap-14">
        <section aria-label="Store details" className="md:pt-2">
          <ContactDetails />
        </section>
        <section className="rounded-3xl border border-line bg-white p-6 sm:p-8">
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
