// The async boundary: shared modules are negotiated with the remotes before any of them is used.
import('./bootstrap');
