import type { AddressSnapshot } from '../db/schema';
import { between, hashName, seededRandom } from './seeded-random';

/** One of the parents who bought and reviewed the demo's most-loved products. */
export interface DemoReviewer {
  name: string;
  email: string;
  address: AddressSnapshot;
}

/**
 * Parents from across India who bought the showcase products (demo-review-texts.ts) and wrote
 * about them. Each places one order of what they review, delivered before their first review, and
 * signs in with Google only, as the demo's other customers do.
 */
export const DEMO_REVIEWERS: readonly DemoReviewer[] = [
  ['Deepa Krishnan', '12 4th Avenue, Anna Nagar', 'Chennai', 'Tamil Nadu', '600040'],
  ['Vikram Joshi', '21 Karve Road, Kothrud', 'Pune', 'Maharashtra', '411038'],
  ['Neha Agarwal', 'C-14 Prithviraj Road, C-Scheme', 'Jaipur', 'Rajasthan', '302001'],
  ['Farhan Qureshi', '8 Ashok Marg, Hazratganj', 'Lucknow', 'Uttar Pradesh', '226001'],
  ['Lakshmi Venkatesh', '45 11th Main, Jayanagar 4th Block', 'Bengaluru', 'Karnataka', '560011'],
  ['Rahul Chatterjee', '3 Gariahat Road, Ballygunge', 'Kolkata', 'West Bengal', '700019'],
  ['Pooja Desai', 'A-302 Vesu Main Road', 'Surat', 'Gujarat', '395007'],
  ['Harpreet Kaur', 'House 112, Sector 18-A', 'Chandigarh', 'Chandigarh', '160018'],
  ['Anjali Menon', 'TC 9/1120 Kowdiar Road', 'Thiruvananthapuram', 'Kerala', '695003'],
  ['Suresh Gowda', '67 Kalidasa Road, V V Mohalla', 'Mysuru', 'Karnataka', '570002'],
  ['Kavya Rao', '8-2-293 Road No. 12, Banjara Hills', 'Hyderabad', 'Telangana', '500034'],
  ['Nikhil Bansal', 'H-24 DLF Phase 2', 'Gurugram', 'Haryana', '122002'],
  ['Fatima Sheikh', '5 Lokhandwala Complex, Andheri West', 'Mumbai', 'Maharashtra', '400053'],
  ['Aditi Kulkarni', '19 West High Court Road, Dharampeth', 'Nagpur', 'Maharashtra', '440010'],
  ['Ritu Malhotra', 'D-12 Lajpat Nagar II', 'New Delhi', 'Delhi', '110024'],
  ['Karthik Subramanian', '32 D B Road, R S Puram', 'Coimbatore', 'Tamil Nadu', '641002'],
  ['Shreya Ghosh', 'Plot 221, Saheed Nagar', 'Bhubaneswar', 'Odisha', '751007'],
  ['Manpreet Gill', '17 Sarabha Nagar', 'Ludhiana', 'Punjab', '141001'],
  ['Divya Pillai', '4 Kadri Hills Road', 'Mangaluru', 'Karnataka', '575002'],
  ['Amit Saxena', '56 Old Palasia', 'Indore', 'Madhya Pradesh', '452001'],
].map(([name, street, city, state, zip]) => {
  const email = `${name!.toLowerCase().replace(' ', '.')}@example.in`;
  return {
    name: name!,
    email,
    address: {
      fullname: name!,
      phone: '9' + String(between(seededRandom(hashName(email)), 100000000, 999999999)),
      street: street!,
      city: city!,
      state: state!,
      zip: zip!,
      country: 'India',
    },
  };
});
