import { TZDate } from '@date-fns/tz';
import type { ParcelScanStatus } from '@littleloom/shared';
import { z } from 'zod';
import { courierText } from './courier-text';
import type { CourierScan, CourierWebhook } from './shipping';

/** Shiprocket writes every time in India Standard Time, without saying so. */
const SHIPROCKET_TIME_ZONE = 'Asia/Kolkata';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as Shiprocket writes scan dates and order dates: `2023-05-19 11:59:16`, IST. */
export function shiprocketTime(instant: Date): string {
  const local = new TZDate(instant, SHIPROCKET_TIME_ZONE);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())} ${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}`;
}

/** An instant as Shiprocket writes a webhook's `current_timestamp`: `23 05 2023 11:43:52`, IST. */
function shiprocketTimestamp(instant: Date): string {
  const local = new TZDate(instant, SHIPROCKET_TIME_ZONE);
  return `${pad(local.getDate())} ${pad(local.getMonth() + 1)} ${local.getFullYear()} ${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}`;
}

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

const SCAN_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;
const CURRENT_TIMESTAMP = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * The instant a Shiprocket time names, in either of its two ways of writing one; undefined for
 * anything else, a 31st of February included.
 */
export function readShiprocketTime(text: string): Date | undefined {
  const scan = SCAN_DATE.exec(text);
  const current = scan ? undefined : CURRENT_TIMESTAMP.exec(text);
  const parts = scan
    ? scan.slice(1).map(Number)
    : current
      ? [current[3], current[2], current[1], ...current.slice(4)].map(Number)
      : undefined;
  if (!parts) return undefined;
  const [year, month, day, hours, minutes, seconds] = parts as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // India has kept one offset, with no summer time, since 1945: plain arithmetic reads a scan's
  // time in microseconds where a time-zone lookup took most of a long webhook's reading.
  const wall = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  const rolledOver =
    wall.getUTCFullYear() !== year ||
    wall.getUTCMonth() !== month - 1 ||
    wall.getUTCDate() !== day ||
    wall.getUTCHours() !== hours ||
    wall.getUTCMinutes() !== minutes ||
    wall.getUTCSeconds() !== seconds;
  return rolledOver ? undefined : new Date(wall.getTime() - INDIA_OFFSET_MS);
}

/**
 * How Shiprocket names each status the shop follows: its label, its id in the shipment status
 * table (a scan's `sr-status` and a body's `shipment_status_id`), its id in the order status table
 * (a body's `current_status_id`), and a courier's short code for the scan.
 */
const SHIPROCKET_STATUSES: Record<
  ParcelScanStatus,
  { label: string; shipmentStatusId: number; orderStatusId: number; courierCode: string }
> = {
  BOOKED: { label: 'AWB ASSIGNED', shipmentStatusId: 1, orderStatusId: 3, courierCode: 'AWB' },
  PICKED_UP: { label: 'PICKED UP', shipmentStatusId: 42, orderStatusId: 51, courierCode: 'PUD' },
  IN_TRANSIT: { label: 'IN TRANSIT', shipmentStatusId: 18, orderStatusId: 20, courierCode: 'IT' },
  OUT_FOR_DELIVERY: {
    label: 'OUT FOR DELIVERY',
    shipmentStatusId: 17,
    orderStatusId: 19,
    courierCode: 'OFD',
  },
  DELIVERY_FAILED: {
    label: 'UNDELIVERED',
    shipmentStatusId: 21,
    orderStatusId: 36,
    courierCode: 'UD',
  },
  DELIVERED: { label: 'DELIVERED', shipmentStatusId: 7, orderStatusId: 7, courierCode: 'DLVD' },
  RTO_INITIATED: {
    label: 'RTO INITIATED',
    shipmentStatusId: 9,
    orderStatusId: 15,
    courierCode: 'RTO',
  },
  RTO_DELIVERED: {
    label: 'RTO DELIVERED',
    shipmentStatusId: 10,
    orderStatusId: 16,
    courierCode: 'RTD',
  },
  CANCELLED: { label: 'CANCELED', shipmentStatusId: 8, orderStatusId: 5, courierCode: 'CAN' },
};

/**
 * Shipment status ids the shop follows. SHIPPED (6) and REACHED AT DESTINATION HUB (38) are legs
 * of the journey after pickup; RTO IN TRANSIT (46) is a return under way. Every other id (manifest
 * generated, pickup scheduled, out for pickup, delayed...) says nothing the shop shows.
 */
const STATUS_BY_SHIPMENT_ID = new Map<number, ParcelScanStatus>([
  ...Object.entries(SHIPROCKET_STATUSES).map(
    ([status, { shipmentStatusId }]) => [shipmentStatusId, status as ParcelScanStatus] as const,
  ),
  [6, 'IN_TRANSIT'],
  [38, 'IN_TRANSIT'],
  [46, 'RTO_INITIATED'],
]);

const STATUS_BY_LABEL = new Map<string, ParcelScanStatus>([
  ...Object.entries(SHIPROCKET_STATUSES).map(
    ([status, { label }]) => [label, status as ParcelScanStatus] as const,
  ),
  ['CANCELLED', 'CANCELLED'],
  ['SHIPPED', 'IN_TRANSIT'],
  ['REACHED AT DESTINATION HUB', 'IN_TRANSIT'],
  ['RTO IN TRANSIT', 'RTO_INITIATED'],
]);

/** A status label in one spelling: they come as `IN TRANSIT`, `In Transit` or `RTO_INITIATED`. */
export const shiprocketLabel = (label: string) =>
  label
    .trim()
    .toUpperCase()
    .replace(/[\s_-]+/g, ' ');

const statusByLabel = (label: string | undefined) =>
  label === undefined ? undefined : STATUS_BY_LABEL.get(shiprocketLabel(label));

const statusById = (id: string | number | undefined) =>
  id === undefined || !/^\d{1,3}$/.test(String(id).trim())
    ? undefined
    : STATUS_BY_SHIPMENT_ID.get(Number(id));

/** Text cut to a length the shop keeps: couriers' activity lines can run long. */
const cappedText = (max: number) =>
  z
    .string()
    .max(2_000)
    .transform((text) => text.trim().slice(0, max));

const idText = (max: number) =>
  z.union([z.string().max(max), z.number().int().nonnegative()]).transform((id) => String(id));

/** A courier's words the shop keeps and shows, cleaned (`courierText`): never refused for them. */
const courierWords = (max: number) => z.string().transform((text) => courierText(text, max));

/**
 * Scans of one webhook the shop reads: the latest, as Shiprocket lists them oldest first. A
 * parcel's whole journey fits many times over; a body listing more leaves its oldest out (they
 * were read from earlier webhooks), so no body costs more than a bounded amount of work.
 */
export const MAX_SCANS_PER_WEBHOOK = 100;

const scanBody = z.object({
  date: z.string().max(40),
  status: cappedText(40).nullish(),
  activity: courierWords(300).nullish(),
  location: courierWords(120).nullish(),
  'sr-status': idText(10).nullish(),
  'sr-status-label': cappedText(60).nullish(),
});

const webhookBody = z.object({
  awb: idText(40).pipe(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,40}$/),
  ),
  courier_name: cappedText(100).nullish(),
  current_status: cappedText(60).nullish(),
  current_status_id: idText(10).nullish(),
  shipment_status: cappedText(60).nullish(),
  shipment_status_id: idText(10).nullish(),
  current_timestamp: z.string().max(40).nullish(),
  order_id: idText(60).nullish(),
  sr_order_id: idText(30).nullish(),
  is_return: z.union([z.number(), z.string().max(5), z.boolean()]).nullish(),
  // Each scan is read on its own (`scanBody`), so one the shop cannot read does not lose the rest.
  scans: z.array(z.unknown()).nullish(),
});

const orNull = (text: string | null | undefined) => (text ? text : null);

/**
 * Shiprocket's tracking webhook, read: the parcel's AWB, the shop's reference (`order_id`, which
 * the shop booked it under) and Shiprocket's own order id, and every scan whose status the shop
 * follows, oldest first, with the current status as a scan at `current_timestamp` unless a scan
 * already says the same at that instant. A scan is known by its `sr-status` id, else its label;
 * the current status by its label, else `shipment_status_id` (`current_status_id` counts in
 * another table and is not read). A scan whose time or fields cannot be read is left out, and so
 * are those before the last `MAX_SCANS_PER_WEBHOOK`. Undefined when the body is not a tracking
 * update at all.
 */
export function readShiprocketWebhook(body: unknown): CourierWebhook | undefined {
  const parsed = webhookBody.safeParse(body);
  if (!parsed.success) return undefined;
  const data = parsed.data;
  const webhook: CourierWebhook = {
    awb: data.awb,
    reference: orNull(data.order_id?.trim()),
    providerOrderId: orNull(data.sr_order_id?.trim()),
    scans: [],
    scansLeftOut: 0,
  };
  // A return shipment's scans (a shopper sending goods back) describe another journey than the
  // parcel's: the shop books none through Shiprocket, so it follows none.
  if (data.is_return !== undefined && data.is_return !== null && Number(data.is_return) === 1) {
    return webhook;
  }
  const scans: CourierScan[] = [];
  const listed = data.scans ?? [];
  webhook.scansLeftOut = Math.max(0, listed.length - MAX_SCANS_PER_WEBHOOK);
  for (const raw of listed.slice(webhook.scansLeftOut)) {
    const read = scanBody.safeParse(raw);
    if (!read.success) continue;
    const scan = read.data;
    const status =
      statusById(scan['sr-status'] ?? undefined) ??
      statusByLabel(scan['sr-status-label'] ?? undefined);
    const at = readShiprocketTime(scan.date.trim());
    if (!status || !at) continue;
    scans.push({ status, at, location: orNull(scan.location), note: orNull(scan.activity) });
  }
  const currentStatus =
    statusByLabel(data.current_status ?? undefined) ??
    statusById(data.shipment_status_id ?? undefined) ??
    statusByLabel(data.shipment_status ?? undefined);
  const currentAt = data.current_timestamp
    ? readShiprocketTime(data.current_timestamp.trim())
    : undefined;
  if (
    currentStatus &&
    currentAt &&
    !scans.some(
      (scan) => scan.status === currentStatus && scan.at.getTime() === currentAt.getTime(),
    )
  ) {
    scans.push({ status: currentStatus, at: currentAt, location: null, note: null });
  }
  webhook.scans = scans
    .map((scan, index) => ({ scan, index }))
    .sort((a, b) => a.scan.at.getTime() - b.scan.at.getTime() || a.index - b.index)
    .map(({ scan }) => scan);
  return webhook;
}

/** A scan in a tracking webhook, as Shiprocket writes one. */
export interface ShiprocketWebhookScan {
  date: string;
  status: string;
  activity: string;
  location: string;
  'sr-status': string;
  'sr-status-label': string;
}

/** A tracking webhook body, as Shiprocket posts one (the fields the shop reads, and their kin). */
export interface ShiprocketWebhookBody {
  awb: string;
  courier_name: string;
  current_status: string;
  current_status_id: number;
  shipment_status: string;
  shipment_status_id: number;
  current_timestamp: string;
  order_id: string;
  sr_order_id: number | string | null;
  is_return: 0;
  scans: ShiprocketWebhookScan[];
}

export interface ShiprocketWebhookParcel {
  awb: string;
  courierName: string;
  /** The shop's reference the parcel was booked under (Shiprocket's `order_id`). */
  reference: string;
  providerOrderId: string | null;
  /** At least one; the latest is the current status. Times are whole seconds, as Shiprocket's. */
  scans: readonly CourierScan[];
}

/**
 * The body Shiprocket would post for a parcel with these scans: the inverse of
 * `readShiprocketWebhook`, so that the shop's courier simulator sends what Shiprocket sends and one
 * reader serves both. Scans are written oldest first and the latest is the current status.
 */
export function shiprocketWebhookBody(parcel: ShiprocketWebhookParcel): ShiprocketWebhookBody {
  const scans = [...parcel.scans].sort((a, b) => a.at.getTime() - b.at.getTime());
  const current = scans.at(-1);
  if (!current) throw new RangeError('A tracking webhook reports at least one scan');
  const currentStatus = SHIPROCKET_STATUSES[current.status];
  return {
    awb: parcel.awb,
    courier_name: parcel.courierName,
    current_status: currentStatus.label,
    current_status_id: currentStatus.orderStatusId,
    shipment_status: currentStatus.label,
    shipment_status_id: currentStatus.shipmentStatusId,
    current_timestamp: shiprocketTimestamp(current.at),
    order_id: parcel.reference,
    sr_order_id:
      parcel.providerOrderId !== null && /^\d{1,15}$/.test(parcel.providerOrderId)
        ? Number(parcel.providerOrderId)
        : parcel.providerOrderId,
    is_return: 0,
    scans: scans.map((scan) => {
      const status = SHIPROCKET_STATUSES[scan.status];
      return {
        date: shiprocketTime(scan.at),
        status: status.courierCode,
        activity: scan.note ?? '',
        location: scan.location ?? '',
        'sr-status': String(status.shipmentStatusId),
        'sr-status-label': status.label,
      };
    }),
  };
}
