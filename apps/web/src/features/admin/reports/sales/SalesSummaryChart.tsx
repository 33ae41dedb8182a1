import { formatRupees, type SalesReportBucket } from '@littleloom/shared';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { Bar } from 'react-chartjs-2';

// Only the parts a bar chart needs: the rest of Chart.js stays out of the bundle.
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** Chart height (back-office.md §9). */
export const SALES_CHART_HEIGHT = 400;

/** The palette of LOOK.md: coral, mint, sunshine. */
const COLOURS = { sales: '#E85D4A', orders: '#3FB8A0', discount: '#FFC857' } as const;

const rupeeTick = (value: string | number) =>
  `₹${Number(value).toLocaleString('en-IN', { maximumFractionDigits: 0 })}`;

const options: ChartOptions<'bar'> = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  interaction: { mode: 'index', intersect: false },
  plugins: {
    legend: { position: 'top' },
    tooltip: {
      callbacks: {
        label: (item) =>
          item.dataset.yAxisID === 'orders'
            ? `${item.dataset.label}: ${item.parsed.y}`
            : `${item.dataset.label}: ${formatRupees(item.parsed.y ?? 0)}`,
      },
    },
  },
  scales: {
    // Money on the left, from zero, in rupees; the count of orders on its own axis on the right.
    y: { beginAtZero: true, ticks: { callback: rupeeTick } },
    orders: {
      position: 'right',
      beginAtZero: true,
      grid: { drawOnChartArea: false },
      ticks: { precision: 0 },
      title: { display: true, text: 'Orders' },
    },
  },
};

interface SalesSummaryChartProps {
  series: readonly SalesReportBucket[];
}

/**
 * The 'Sales Summary' bar chart (back-office.md §2): Total Sales, Total Orders and Total
 * Discount for each day, week or month of the report, 400 px tall. Loaded on its own when a
 * report is first shown, so Chart.js never reaches the shop's first download.
 */
export default function SalesSummaryChart({ series }: SalesSummaryChartProps) {
  const data = {
    labels: series.map((bucket) => bucket.label),
    datasets: [
      {
        label: 'Total Sales',
        data: series.map((bucket) => bucket.totalSales),
        backgroundColor: COLOURS.sales,
        yAxisID: 'y',
      },
      {
        label: 'Total Orders',
        data: series.map((bucket) => bucket.totalOrders),
        backgroundColor: COLOURS.orders,
        yAxisID: 'orders',
      },
      {
        label: 'Total Discount',
        data: series.map((bucket) => bucket.totalDiscount),
        backgroundColor: COLOURS.discount,
        yAxisID: 'y',
      },
    ],
  };
  const totalSales = series.reduce((sum, bucket) => sum + bucket.totalSales, 0);
  return (
    <div style={{ height: SALES_CHART_HEIGHT }} className="relative w-full">
      <Bar
        data={data}
        options={options}
        role="img"
        aria-label={`Sales Summary chart over ${series.length} ${series.length === 1 ? 'period' : 'periods'}: ${formatRupees(totalSales)} in sales`}
      />
    </div>
  );
}
