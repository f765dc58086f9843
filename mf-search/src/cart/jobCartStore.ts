import { definePanelStore } from '../ui/definePanelStore';

/** The job cart panel (spec §3 Job cart): whether it is open, its ids. */
export const jobCartPanel = definePanelStore('job-cart');

export const jobCartStore = jobCartPanel.store;
export const closeJobCart = jobCartPanel.close;
