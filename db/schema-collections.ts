// Tables of collections, saved calculator entries and notifications (issue 4).
export {};
