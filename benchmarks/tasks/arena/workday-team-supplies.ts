import { workdayFamily } from './shared/workday/compose.ts';

export default workdayFamily('workday-team-supplies');
