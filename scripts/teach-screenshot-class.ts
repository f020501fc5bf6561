// Teaches a screenshot class from PNG files: npm run teach-class -- <class_id> <png>… [--dir <classes dir>]
import { parseArgs } from 'node:util';
import { ScreenshotClasses } from '../benchmarks/contracts/screenshot/classes.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { dir: { type: 'string' } } });
const [classId, ...pngs] = positionals;
if (!classId || pngs.length === 0) {
  console.error('usage: npm run teach-class -- <class_id> <png>… [--dir <classes dir>]');
  process.exit(2);
}
try {
  const classes = new ScreenshotClasses(values.dir);
  const manifest = classes.teach(classId, pngs);
  console.log(`${classes.dir}/${classId}: ${manifest.exemplars.length} exemplars, recommended distance_max ${manifest.threshold_recommended}`);
} catch (error) {
  console.error(`teach-class: ${(error as Error).message}`);
  process.exit(1);
}
