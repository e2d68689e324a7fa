import { ObjectId } from 'bson';
import { runPipeline } from './src/engine/compiled/pipeline';
import { compileFilter } from './src/engine/compiled/filter';
const STATUSES = ['pending', 'confirmed', 'in-transit', 'delivered', 'cancelled'];
const docs = Array.from({ length: 100000 }, (_, i) => {
  const createdAt = new Date(Date.UTC(2026, 0, 1) + i * 60_000);
  return { _id: new ObjectId(), user: 'u', status: STATUSES[i % 5], weightKg: 10 + (i % 900), price: { amount: 1500 + (i % 100) * 10, currency: 'NGN' }, createdAt, paymentStatus: 'paid', quote: { amountDueCents: 5 },
   statusHistory: [{ milestone: 'booked', at: createdAt }, { milestone: 'picked-up', at: createdAt }, { milestone: 'delivered', at: createdAt }] };
});
const movesAt = (milestone: string) => ({ $map: { input: { $filter: { input: { $ifNull: ['$statusHistory', []] }, as: 'h', cond: { $eq: ['$$h.milestone', milestone] } } }, as: 'h', in: '$$h.at' } });
const isDate = (path: string) => ({ $eq: [{ $type: path }, 'date'] });
const deliveryMs = { $cond: [{ $eq: ['$status', 'delivered'] }, { $let: { vars: { picked: { $min: movesAt('picked-up') }, delivered: { $ifNull: ['$proofOfDelivery.deliveredAt', { $max: movesAt('delivered') }] } },
        in: { $cond: [{ $and: [isDate('$$picked'), isDate('$$delivered')] }, { $subtract: ['$$delivered', '$$picked'] }, null] } } }, null] };
const pipeline = [
  { $project: { _id: 0, day: { $dateToString: { format: '%Y-%m-%d', date: '$createdAt' } }, cargoWeightKg: 1,
      revenueCents: { $cond: [{ $in: ['$paymentStatus', ['paid', 'invoiced']] }, { $ifNull: ['$quote.amountDueCents', 0] }, 0] }, stars: { $ifNull: ['$rating.stars', 0] }, deliveryMs } },
  { $group: { _id: '$day', shipments: { $sum: 1 }, revenueCents: { $sum: '$revenueCents' }, weightKg: { $sum: '$cargoWeightKg' }, ratingSum: { $sum: '$stars' },
        ratingCount: { $sum: { $cond: [{ $gte: ['$stars', 1] }, 1, 0] } }, deliveryMs: { $sum: { $ifNull: ['$deliveryMs', 0] } },
        deliveredCount: { $sum: { $cond: [{ $eq: [{ $ifNull: ['$deliveryMs', null] }, null] }, 0, 1] } } } },
  { $sort: { _id: 1 } },
];
const f = compileFilter({ user: 'u', createdAt: { $gte: new Date(0), $lt: new Date(Date.UTC(2030, 0, 1)) } });
for (let r = 0; r < 4; r++) {
  let t = performance.now();
  const m = docs.filter(f);
  const tm = performance.now() - t;
  t = performance.now();
  runPipeline(m, pipeline.slice(0, 1));
  const tp = performance.now() - t;
  t = performance.now();
  runPipeline(m, pipeline);
  console.log('match', tm.toFixed(0), 'project', tp.toFixed(0), 'all', (performance.now() - t).toFixed(0));
}
