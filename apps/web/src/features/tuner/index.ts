// The tuner feature's public surface: nothing yet (the route table loads its route module lazily).
export {};
