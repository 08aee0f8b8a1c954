// The threads-server composition root; written next.
