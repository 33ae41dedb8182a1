import { PARCEL_SCAN_STATUSES } from '@littleloom/shared';
import { describe, expect, it } from 'vitest';
import {
  readShiprocketTime,
  MAX_SCANS_PER_WEBHOOK,
  readShiprocketWebhook,
  shiprocketTime,
  shiprocketWebhookBody,
} from './shiprocket-webhook';
import type { CourierScan, CourierWebhook } from './shipping';

/** The tracking webhook Shiprocket documents, as it posts it (its scans cut to two). */
const documentedBody = {
  awb: '19041424751540',
  courier_name: 'Delhivery Surface',
  current_status: 'IN TRANSIT',
  current_status_id: 20,
  shipment_status: 'IN TRANSIT',
  shipment_status_id: 18,
  current_timestamp: '23 05 2023 11:43:52',
  order_id: '1373900_150876814',
  sr_order_id: 348456385,
  awb_assigned_date: '2023-05-19 11:59:16',
  pickup_scheduled_date: '2023-05-19 11:59:17',
  etd: '2023-05-23 15:40:19',
  scans: [
    {
      date: '2023-05-19 11:59:16',
      status: 'X-UCI',
      activity: 'Manifested - Manifest uploaded',
      location: 'Chomu_SamodRd_D (Rajasthan)',
      'sr-status': '5',
      'sr-status-label': 'MANIFEST GENERATED',
    },
    {
      date: '2023-05-19 15:32:17',
      status: 'X-PPOM',
      activity: 'In Transit - Shipment picked up',
      location: 'Chomu_SamodRd_D (Rajasthan)',
      'sr-status': '42',
      'sr-status-label': 'PICKED UP',
    },
  ],
  is_return: 0,
  channel_id: 3422553,
  pod_status: 'OTP Based Delivery',
  pod: 'Not Available',
};

const scan = (
  date: string,
  srStatus: string,
  label: string,
  extra: Partial<Record<'activity' | 'location', string>> = {},
) => ({
  date,
  status: 'XX',
  activity: extra.activity ?? '',
  location: extra.location ?? '',
  'sr-status': srStatus,
  'sr-status-label': label,
});

const withScans = (scans: unknown[], current: Record<string, unknown> = {}) => ({
  awb: '141123221084922',
  current_status: 'MANIFEST GENERATED',
  shipment_status_id: 5,
  current_timestamp: '19 07 2022 11:37:00',
  order_id: 'prc_01',
  sr_order_id: 237157589,
  scans,
  ...current,
});

describe('reading Shiprocket’s tracking webhook', () => {
  it('reads the documented body: the pickup scan and the current status, at their IST instants', () => {
    expect(readShiprocketWebhook(documentedBody)).toEqual<CourierWebhook>({
      awb: '19041424751540',
      reference: '1373900_150876814',
      providerOrderId: '348456385',
      scansLeftOut: 0,
      scans: [
        {
          status: 'PICKED_UP',
          // 15:32:17 in India is 10:02:17 UTC.
          at: new Date('2023-05-19T10:02:17Z'),
          location: 'Chomu_SamodRd_D (Rajasthan)',
          note: 'In Transit - Shipment picked up',
        },
        { status: 'IN_TRANSIT', at: new Date('2023-05-23T06:13:52Z'), location: null, note: null },
      ],
    });
  });

  it('reads every status the shop follows, by sr-status id or else by label, oldest first', () => {
    const read = readShiprocketWebhook(
      withScans([
        scan('2022-07-19 11:37:00', '7', 'DELIVERED'),
        scan('2022-07-18 20:28:00', '6', 'SHIPPED'),
        scan('2022-07-18 21:02:00', '18', 'IN TRANSIT'),
        scan('2022-07-19 07:33:00', '38', 'REACHED AT DESTINATION HUB'),
        scan('2022-07-19 08:57:00', '17', 'OUT FOR DELIVERY'),
        scan('2022-07-19 09:30:00', '21', 'UNDELIVERED'),
        scan('2022-07-20 10:00:00', '', 'Rto_Initiated'),
        scan('2022-07-21 10:00:00', '46', 'RTO IN TRANSIT'),
        scan('2022-07-22 10:00:00', '10', 'RTO DELIVERED'),
        scan('2022-07-18 13:50:00', '42', 'PICKED UP'),
        scan('2022-07-18 09:00:00', 'NA', 'Cancelled'),
      ]),
    );
    expect(read?.scans.map((each) => [each.status, each.at.toISOString()])).toEqual([
      ['CANCELLED', '2022-07-18T03:30:00.000Z'],
      ['PICKED_UP', '2022-07-18T08:20:00.000Z'],
      ['IN_TRANSIT', '2022-07-18T14:58:00.000Z'],
      ['IN_TRANSIT', '2022-07-18T15:32:00.000Z'],
      ['IN_TRANSIT', '2022-07-19T02:03:00.000Z'],
      ['OUT_FOR_DELIVERY', '2022-07-19T03:27:00.000Z'],
      ['DELIVERY_FAILED', '2022-07-19T04:00:00.000Z'],
      ['DELIVERED', '2022-07-19T06:07:00.000Z'],
      ['RTO_INITIATED', '2022-07-20T04:30:00.000Z'],
      ['RTO_INITIATED', '2022-07-21T04:30:00.000Z'],
      ['RTO_DELIVERED', '2022-07-22T04:30:00.000Z'],
    ]);
  });

  it('drops statuses it does not follow, and scans whose time cannot be read', () => {
    const read = readShiprocketWebhook(
      withScans(
        [
          scan('2022-07-18 09:51:00', '5', 'MANIFEST GENERATED'),
          scan('2022-07-18 10:04:00', '19', 'OUT FOR PICKUP'),
          scan('2022-07-18 10:05:00', 'NA', 'NA'),
          scan('2022-07-18 10:06:00', '20', 'PICKUP EXCEPTION'),
          scan('2022-02-31 10:00:00', '42', 'PICKED UP'),
          scan('18-07-2022 10:00', '42', 'PICKED UP'),
        ],
        { current_status: 'PICKUP EXCEPTION', shipment_status_id: 20 },
      ),
    );
    expect(read).toEqual({
      awb: '141123221084922',
      reference: 'prc_01',
      providerOrderId: '237157589',
      scans: [],
      scansLeftOut: 0,
    });

    // The current status counts by shipment_status_id when its label is not one the shop follows.
    expect(
      readShiprocketWebhook(withScans([], { current_status: 'MISROUTED', shipment_status_id: 18 }))
        ?.scans,
    ).toEqual([
      { status: 'IN_TRANSIT', at: new Date('2022-07-19T06:07:00Z'), location: null, note: null },
    ]);
    // Without a time it reads, the current status is left out.
    expect(
      readShiprocketWebhook(withScans([], { current_status: 'DELIVERED', current_timestamp: '' }))
        ?.scans,
    ).toEqual([]);
  });

  it('follows nothing in a return shipment’s body', () => {
    const read = readShiprocketWebhook({ ...documentedBody, is_return: 1 });
    expect(read).toMatchObject({ awb: '19041424751540', scans: [] });
  });

  it('refuses what is not a tracking body, and cuts long words to size', () => {
    for (const garbage of [
      null,
      'awb=19041424751540',
      [documentedBody],
      {},
      { ...documentedBody, awb: '' },
      { ...documentedBody, awb: 'AWB 1904' },
      { ...documentedBody, awb: '9'.repeat(41) },
      { ...documentedBody, awb: { $ne: null } },
      { ...documentedBody, scans: 'none' },
      { ...documentedBody, order_id: 'x'.repeat(61) },
      { ...documentedBody, current_status: 'x'.repeat(2_001) },
    ]) {
      expect(readShiprocketWebhook(garbage)).toBeUndefined();
    }
    // One scan it cannot read is left out, and the rest of the body is read.
    const oneBad = readShiprocketWebhook({
      ...documentedBody,
      scans: [{ ...documentedBody.scans[0], date: 20230519 }, documentedBody.scans[1]],
    });
    expect(oneBad?.scans.map((read) => read.note)).toContain('In Transit - Shipment picked up');
    // A long list: its latest scans are read, and the older counted as left out.
    const long = readShiprocketWebhook({
      ...documentedBody,
      scans: Array.from({ length: 501 }, () => documentedBody.scans[1]),
    });
    expect(long?.scansLeftOut).toBe(501 - MAX_SCANS_PER_WEBHOOK);
    const wordy = readShiprocketWebhook({
      ...documentedBody,
      scans: [
        { ...documentedBody.scans[1], activity: 'a'.repeat(1_000), location: 'b'.repeat(500) },
      ],
    });
    expect(wordy?.scans[0]?.note).toHaveLength(300);
    expect(wordy?.scans[0]?.location).toHaveLength(120);
  });

  it('keeps a courier’s words clean: no control, format or markup characters, and bounded', () => {
    const read = readShiprocketWebhook({
      ...documentedBody,
      scans: [
        {
          ...documentedBody.scans[1],
          activity: '\u001b[1;31mOut\u001b[0m\u0000 for <b>delivery</b>\u202e\u2066 \u200b',
          location: '\u0007Pune\u000b\r\n hub\u009b',
        },
      ],
    });
    expect(read?.scans[0]).toMatchObject({ note: 'Out for bdelivery/b', location: 'Pune hub' });
    const nothingLeft = readShiprocketWebhook({
      ...documentedBody,
      scans: [{ ...documentedBody.scans[1], activity: '\u0000\u200b', location: '<>' }],
    });
    expect(nothingLeft?.scans[0]).toMatchObject({ note: null, location: null });
  });

  it('reads both of Shiprocket’s ways of writing a time as India time', () => {
    const instant = new Date('2023-05-23T06:13:52Z');
    expect(readShiprocketTime('23 05 2023 11:43:52')).toEqual(instant);
    expect(readShiprocketTime('2023-05-23 11:43:52')).toEqual(instant);
    expect(shiprocketTime(instant)).toBe('2023-05-23 11:43:52');
    // Shortly after midnight in India is the evening before in UTC.
    expect(readShiprocketTime('01 01 2024 00:10:00')).toEqual(new Date('2023-12-31T18:40:00Z'));
    for (const bad of ['2023-13-01 10:00:00', '31 04 2023 10:00:00', '2023-05-23 24:00:00', '']) {
      expect(readShiprocketTime(bad)).toBeUndefined();
    }
  });
});

describe('writing a tracking webhook as Shiprocket would', () => {
  const scans: CourierScan[] = PARCEL_SCAN_STATUSES.map((status, index) => ({
    status,
    at: new Date(Date.UTC(2026, 2, 14, 3 + index, 7, 9)),
    location: index % 2 === 0 ? `Hub ${index}, Bengaluru` : null,
    note: index % 3 === 0 ? null : `Scan ${index}: ${status.toLowerCase()}`,
  }));

  it('reads back into the scans it was written from, through JSON', () => {
    const body = shiprocketWebhookBody({
      awb: '77010203040',
      courierName: 'Little Loom Courier Simulator',
      reference: 'prc_roundtrip',
      providerOrderId: '880123',
      // Given newest first: written, and read, oldest first.
      scans: [...scans].reverse(),
    });
    expect(readShiprocketWebhook(JSON.parse(JSON.stringify(body)))).toEqual<CourierWebhook>({
      awb: '77010203040',
      reference: 'prc_roundtrip',
      providerOrderId: '880123',
      scans,
      scansLeftOut: 0,
    });
  });

  it('writes Shiprocket’s shape: the latest scan as current status, IST times, both status tables', () => {
    const body = shiprocketWebhookBody({
      awb: '77010203040',
      courierName: 'Delhivery Surface',
      reference: 'prc_shape',
      providerOrderId: '880124',
      scans: [
        {
          status: 'PICKED_UP',
          at: new Date('2023-05-19T10:02:17Z'),
          location: 'Jaipur',
          note: null,
        },
        {
          status: 'IN_TRANSIT',
          at: new Date('2023-05-23T06:13:52Z'),
          location: null,
          note: 'Bagged',
        },
      ],
    });
    expect(body).toEqual({
      awb: '77010203040',
      courier_name: 'Delhivery Surface',
      current_status: 'IN TRANSIT',
      current_status_id: 20,
      shipment_status: 'IN TRANSIT',
      shipment_status_id: 18,
      current_timestamp: '23 05 2023 11:43:52',
      order_id: 'prc_shape',
      sr_order_id: 880124,
      is_return: 0,
      scans: [
        {
          date: '2023-05-19 15:32:17',
          status: 'PUD',
          activity: '',
          location: 'Jaipur',
          'sr-status': '42',
          'sr-status-label': 'PICKED UP',
        },
        {
          date: '2023-05-23 11:43:52',
          status: 'IT',
          activity: 'Bagged',
          location: '',
          'sr-status': '18',
          'sr-status-label': 'IN TRANSIT',
        },
      ],
    });
    expect(() =>
      shiprocketWebhookBody({
        awb: '1',
        courierName: 'x',
        reference: 'prc',
        providerOrderId: null,
        scans: [],
      }),
    ).toThrow(RangeError);
  });
});
