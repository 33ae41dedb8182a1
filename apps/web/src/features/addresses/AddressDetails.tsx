import type { Address } from '@littleloom/shared';

/** "Asha Rao, 12 MG Road, Bengaluru": enough to tell one saved address from another. */
export function addressName(address: Pick<Address, 'fullname' | 'street' | 'city'>): string {
  return `${address.fullname}, ${address.street}, ${address.city}`;
}

/** A saved address as a parcel label shows it: name, street, city and PIN, mobile number. */
export function AddressDetails({ address }: { address: Omit<Address, '_id' | 'createdAt'> }) {
  return (
    <address className="flex flex-col gap-0.5 leading-snug text-ink-muted not-italic">
      <span className="font-bold text-ink">{address.fullname}</span>
      <span>{address.street}</span>
      <span>
        {address.city}, {address.state} {address.zip}
      </span>
      <span>{address.country}</span>
      <span>Mobile: {address.phone}</span>
    </address>
  );
}
