// Backpropagation, one hidden layer forward and the weight update: hidden unit j takes
// the sigmoid of its weighted inputs, then its incoming weights move by
// eta * delta[j] * input[i] + momentum * previous change (the change is kept).
__kernel void backprop(__global const float *input, __global float *weights, __global float *prev_dw,
                       __global const float *delta, __global float *hidden, int nin, int nhid,
                       float eta, float momentum) {
  int j = get_global_id(0);
  if (j >= nhid)
    return;
  float sum = 0.0f;
  for (int i = 0; i < nin; i++)
    sum += weights[i * nhid + j] * input[i];
  hidden[j] = 1.0f / (1.0f + exp(-sum));
  for (int i = 0; i < nin; i++) {
    float dw = eta * delta[j] * input[i] + momentum * prev_dw[i * nhid + j];
    weights[i * nhid + j] += dw;
    prev_dw[i * nhid + j] = dw;
  }
}
